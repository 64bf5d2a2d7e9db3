import { homePath, type SessionUser } from './session';

/** The query parameter of /login holding where a signed-out visitor was going (`/login?next=/recipe/abc`). */
export const NEXT_PARAM = 'next';

/** Pages a signed-in person is sent home from (SPEC.md §2 'Routing rules'). */
export const SIGNED_OUT_PAGES = ['/', '/login', '/register', '/forgot-password', '/verify-email', '/graphql', '/complete-payment'];

// Any origin would do: a path that resolves to another one was never a path on this site.
const PROBE = 'https://brigade.invalid';

/**
 * `next` as a path on this site, or null: it must start with a single '/' ('//host' and '/\host'
 * are other hosts to a browser) and hold no backslash or control character (browsers read '\' as
 * '/' and drop tabs and newlines, so '/\t/host' becomes '//host'). It also must not resolve to
 * another origin. Guards the sign-in page against being an open redirect.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return null;
  if ([...raw].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE);
  } catch {
    return null;
  }
  return url.origin === PROBE ? `${url.pathname}${url.search}${url.hash}` : null;
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * Whether a signed-in person's role may open a path: the super admin console is the super admin's,
 * the kitchen console (/auth/admin) a kitchen admin's, the line's recipe pages (/recipe/…) a cook's
 * and a kitchen admin's ('View as cook'); the sign-in pages are nobody's once signed in. The services still decide what each may read.
 */
export function roleMayOpen(path: string, user: SessionUser): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  if (SIGNED_OUT_PAGES.includes(pathname)) return false;
  if (under(pathname, '/auth/superadmin')) return user.isSuperAdmin;
  if (under(pathname, '/auth/admin')) return user.isAdmin && !user.isSuperAdmin;
  if (under(pathname, '/recipe')) return !user.isSuperAdmin;
  return true;
}

/** Where a person goes after signing in: back to `next` when it is a safe path their role may open, else their home. */
export function pathAfterSignIn(user: SessionUser, next: string | null | undefined): string {
  const path = safeReturnPath(next);
  return path && roleMayOpen(path, user) ? path : homePath(user);
}

/** /login keeping where the visitor was going; '/' in the query stays readable (RFC 3986 allows it there). */
export function loginPath(next: string | null, unauthenticated = false): string {
  const query = [
    ...(unauthenticated ? ['unauthenticated=true'] : []),
    ...(next ? [`${NEXT_PARAM}=${encodeURIComponent(next).replace(/%2F/g, '/')}`] : []),
  ];
  return query.length ? `/login?${query.join('&')}` : '/login';
}
