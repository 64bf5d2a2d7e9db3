import { ConsoleProvider } from '@brigade/console-kit';
import { AppIntl, homePath, type RemoteAppProps } from '@brigade/ui';
import { Navigate } from 'react-router-dom';
import { ADMIN_BASE } from './common/paths';
import { catalogues } from './lang';
import { AdminRoutes, CookRoutes } from './routes/Routes';

/**
 * The kitchen's app, mounted by the shell at the root and under /auth/admin/: the kitchen admin's
 * console, or the cook's recipes on the line. The services decide what each may read and change;
 * this only shows each role its own screens.
 */
export function App({ session, preferences }: RemoteAppProps) {
  const user = session.user;
  if (!user) return <Navigate to="/login" replace />;
  if (user.isSuperAdmin) return <Navigate to={homePath(user)} replace />;
  return (
    <AppIntl catalogues={catalogues} locale={preferences?.locale}>
      <ConsoleProvider session={session} platform={false} base={ADMIN_BASE}>
        {user.isAdmin ? <AdminRoutes /> : <CookRoutes />}
      </ConsoleProvider>
    </AppIntl>
  );
}
