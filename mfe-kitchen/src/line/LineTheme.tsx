import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

/**
 * Read at arm's length on a tablet with wet hands: 18px body text and 48px controls. A nested
 * ConfigProvider merges these tokens over the shell's theme (dark/light, the kitchen's accent).
 */
const LARGE: ThemeConfig = {
  token: {
    fontSize: 18,
    fontSizeLG: 20,
    fontSizeHeading1: 40,
    fontSizeHeading2: 32,
    fontSizeHeading3: 26,
    controlHeight: 48,
    controlHeightLG: 56,
  },
};

/**
 * Everything a cook taps is at least 44 × 44 px (issue #45). @brigade/ui's Pagination sets its
 * page buttons' height itself (28 px, a nested theme that outranks this one), so the line's pages
 * raise them here; antd's own styles sit in :where(), which a plain class selector outranks.
 */
export const LINE_PAGER = 'brigade-line-pager';
/** The search's clear (×) is an 18 px icon: its tap area grows to 44 px inside the 56 px field. */
export const LINE_SEARCH = 'brigade-line-search';
const TAP_TARGETS = [
  `.${LINE_PAGER} .ant-btn { min-height: 48px; min-width: 48px; font-size: 18px; }`,
  `.${LINE_SEARCH} .ant-input-clear-icon { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; font-size: 18px; }`,
].join('\n');

export function LineTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={LARGE}>
      <style>{TAP_TARGETS}</style>
      {children}
    </ConfigProvider>
  );
}
