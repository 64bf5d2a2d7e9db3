import { AppIntl, type RemoteAppProps } from '@brigade/ui';
import { Navigate } from 'react-router-dom';
import { catalogues } from './lang';
import { ConsoleRoutes } from './routes/Routes';
import { SessionContext } from './session/SessionContext';

/** The super admin console, mounted by the shell under /auth/superadmin/, in the language the shell chose. */
export function App(props: RemoteAppProps) {
  if (!props.session.user?.isSuperAdmin) return <Navigate to="/login" replace />;
  return (
    <AppIntl catalogues={catalogues} locale={props.preferences?.locale}>
      <SessionContext.Provider value={props.session}>
        <ConsoleRoutes />
      </SessionContext.Provider>
    </AppIntl>
  );
}
