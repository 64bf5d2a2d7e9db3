import { ConsoleProvider } from '@brigade/console-kit';
import { AppIntl, type RemoteAppProps } from '@brigade/ui';
import { Navigate } from 'react-router-dom';
import { catalogues } from './lang';
import { BASE } from './common/paths';
import { ConsoleRoutes } from './routes/Routes';

/** The super admin console, mounted by the shell under /auth/superadmin/, in the language the shell chose. */
export function App(props: RemoteAppProps) {
  // Signed in without the role (a kitchen admin, a cook): told so, as a cook on the kitchen's console is; not silently sent home.
  if (props.session.user && !props.session.user.isSuperAdmin) return <Navigate to="/access-forbidden" replace />;
  if (!props.session.user) return <Navigate to="/login" replace />;
  return (
    <AppIntl catalogues={catalogues} locale={props.preferences?.locale}>
      <ConsoleProvider session={props.session} platform base={BASE}>
        <ConsoleRoutes />
      </ConsoleProvider>
    </AppIntl>
  );
}
