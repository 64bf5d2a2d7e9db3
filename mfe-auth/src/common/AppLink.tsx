import { PlainLink } from '@brigade/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

type Props = { to: string; children: ReactNode };

/**
 * An in-app link in the theme's link colour that navigates through the router (plain: the sign-in page
 * uses it before antd is fetched, #26).
 * A click with a modifier key is left to the browser, so "open in a new tab" keeps working.
 */
export function AppLink({ to, children }: Props) {
  const href = useHref(to);
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <PlainLink href={href} onClick={onClick}>
      {children}
    </PlainLink>
  );
}
