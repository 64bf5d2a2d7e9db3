/**
 * Pages whose remote renders them with plain components only, so a signed-out visitor gets them
 * without antd or Apollo (#26: the sign-in page's budget). Every other page, and every page of a
 * signed-in person, is in the console frame. A page is added here only when its remote's page
 * imports neither (mfe-auth's `login/` is checked by its own test).
 */
const PLAIN_PAGES = new Set(['/login']);

export type Frame = 'public' | 'console';

/**
 * Once the console frame has been on screen it stays, for plain pages too: its code is there
 * already, and leaving it would take antd's toasts with it (a deleted account's 'Your account has
 * been deleted' as the person lands on the sign-in page) and redraw the header.
 */
export function frameFor(pathname: string, signedIn: boolean, consoleShown: boolean): Frame {
  return !consoleShown && !signedIn && PLAIN_PAGES.has(pathname) ? 'public' : 'console';
}
