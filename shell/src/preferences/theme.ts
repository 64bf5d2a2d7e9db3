import { theme, type ThemeConfig } from 'antd';

/** Brigade's orange accent (SPEC.md §1), also the spinner's colour. */
export const BRIGADE_ORANGE = '#fa8c16';

/** Dark by default with the orange accent; the light theme keeps the accent (antd tokens only). */
export function brigadeTheme(isDark: boolean, accent?: string | null): ThemeConfig {
  const colorPrimary = accent && /^#[0-9a-f]{6}$/i.test(accent) ? accent : BRIGADE_ORANGE;
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary, colorLink: colorPrimary, borderRadius: 8 },
    components: {
      Layout: isDark
        ? { headerBg: '#141414', siderBg: '#141414', headerPadding: '0 16px' }
        : { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px' },
      Menu: isDark ? { darkItemBg: '#141414' } : {},
    },
  };
}
