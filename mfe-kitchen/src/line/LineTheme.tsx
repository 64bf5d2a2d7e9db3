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

export function LineTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={LARGE}>{children}</ConfigProvider>;
}
