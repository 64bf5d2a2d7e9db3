import { theme, type ThemeConfig } from 'antd';
import { readableOn, textOn } from './contrast';

/** Brigade's orange accent (SPEC.md §1), also the spinner's colour. */
export const BRIGADE_ORANGE = '#fa8c16';

/** Dark by default with the orange accent; the light theme keeps the accent (antd tokens only). */
export function brigadeTheme(isDark: boolean, accent?: string | null): ThemeConfig {
  const colorPrimary = accent && /^#[0-9a-f]{6}$/i.test(accent) ? accent : BRIGADE_ORANGE;
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    // Text on the accent and links on white must stay readable (WCAG AA): white on Brigade's
    // orange is 2.3:1, so solid buttons get near-black text and light-theme links a darker orange.
    token: {
      colorPrimary,
      colorTextLightSolid: textOn(colorPrimary),
      colorLink: isDark ? colorPrimary : readableOn(colorPrimary, '#ffffff'),
      // antd's placeholders are 25 % of the text colour, under 2:1; hints must be readable too.
      colorTextPlaceholder: isDark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.55)',
      // The dark algorithm's red is 4.3:1 on the dark page: a danger link (Delete) needs the lighter one.
      ...(isDark ? { colorError: '#ff7875' } : {}),
      borderRadius: 8,
    },
    components: {
      Layout: isDark
        ? { headerBg: '#141414', siderBg: '#141414', headerPadding: '0 16px' }
        : { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px' },
      // The current page as a solid accent pill: the accent's own text on its tint was 2:1.
      Menu: { itemSelectedBg: colorPrimary, itemSelectedColor: textOn(colorPrimary), ...(isDark ? { darkItemBg: '#141414' } : {}) },
    },
  };
}
