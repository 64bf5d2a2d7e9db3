import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Around an antd Table that scrolls sideways (`scroll.x`): its scrolling box takes the keyboard's focus, named
 * `label`, so a person without a mouse can scroll it with the arrow keys (axe's scrollable-region-focusable: a
 * table with nothing to tab to, such as a history with one version, could not be scrolled at all).
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // antd draws its scrolling box itself and re-draws it with its rows: set it on every change below.
    const mark = () => {
      for (const box of root.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
        if (box.tabIndex !== 0) box.tabIndex = 0;
        if (box.getAttribute('aria-label') !== label) box.setAttribute('aria-label', label);
        if (!box.getAttribute('role')) box.setAttribute('role', 'region');
      }
    };
    mark();
    const watching = new MutationObserver(mark);
    if (root.current) watching.observe(root.current, { childList: true, subtree: true });
    return () => watching.disconnect();
  }, [label]);
  return <div ref={root}>{children}</div>;
}
