import type { RemoteName } from '../config/config';

/** Public pages (SPEC.md §2), all owned by the auth remote. */
export const PUBLIC_AUTH_ROUTES = [
  '/login',
  '/register',
  '/forgot-password',
  '/verify-email',
  '/toc',
  '/privacy',
  '/complete-payment',
  '/browser-support',
  '/access-forbidden',
  '/contact',
];

/** Pages of the auth remote for signed-in people only. */
const PRIVATE_AUTH_ROUTES = ['/change-password'];

/**
 * Which remote owns a path. The shell decides only this; each remote routes inside its area
 * with absolute paths. 'home' is the root, resolved by role (landing page when signed out).
 */
export function remoteFor(pathname: string): RemoteName | 'home' {
  if (PUBLIC_AUTH_ROUTES.includes(pathname) || PRIVATE_AUTH_ROUTES.includes(pathname)) return 'mfe_auth';
  if (pathname.startsWith('/auth/superadmin')) return 'mfe_superadmin';
  if (pathname.startsWith('/auth/admin')) return 'mfe_kitchen';
  return 'home';
}
