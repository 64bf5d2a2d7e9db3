import { Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

type Props = { to: string; children: ReactNode };

/**
 * An in-app link with antd's link colours (the shell's theme) that navigates through the router.
 * A click with a modifier key is left to the browser, so "open in a new tab" keeps working.
 */
export function AppLink({ to, children }: Props) {
  const href = useHref(to);
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <Typography.Link href={href} onClick={onClick}>
      {children}
    </Typography.Link>
  );
}
