import { LazyScreens } from '@brigade/console-kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { lineRoutes } from '../line/routes';

/**
 * A cook's app: the recipes and dishes they may see, and each one as a page made for the line.
 * The kitchen admin's screens are not theirs: those addresses say Access Forbidden.
 */
export function CookRoutes() {
  return (
    <LazyScreens>
      <Routes>
        {lineRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="/auth/admin/*" element={<Navigate to="/access-forbidden" replace />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </LazyScreens>
  );
}
