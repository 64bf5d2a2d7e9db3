import { theme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import { accentColours, LIGHT_ERROR_TINT } from './accent';
import { readableTagSteps } from './contrast';

/**
 * Runs after antd's own algorithm: preset tags' text steps made readable on their tints. A palette
 * step is a derived token, which ConfigProvider's `token` does not reach, so it is set here.
 */
const readableTags: MappingAlgorithm = (_seed, map) => ({ ...map!, ...readableTagSteps(map as unknown as Record<string, unknown>) });

/** Dark by default with the orange accent; the light theme keeps the accent (antd tokens only). */
export function brigadeTheme(isDark: boolean, accent?: string | null): ThemeConfig {
  const { primary: colorPrimary, onPrimary, link } = accentColours(isDark, accent);
  return {
    algorithm: [isDark ? theme.darkAlgorithm : theme.defaultAlgorithm, readableTags],
    token: {
      colorPrimary,
      colorTextLightSolid: onPrimary,
      colorLink: link,
      // antd's placeholders are 25 % of the text colour, under 2:1; hints must be readable too.
      colorTextPlaceholder: isDark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.55)',
      // Secondary text (Typography type="secondary") is antd's description grey: 45 % black in the light
      // theme (3.4:1 on white) and 45 % white in the dark one, under AA for 12 px hints and table lines on a
      // hover tint. Both take a stronger grey (light below; dark: about antd's own secondary text, 65 % white).
      ...(isDark ? { colorTextDescription: '#a6a6a6' } : {}),
      // antd's light status colours are for icons, not text: red is 3.3:1 on its own tint (an 'Over
      // target' tag), gold 1.9:1. Status text and tags take the palette's darker steps.
      ...(isDark
        ? {}
        : {
            colorTextDescription: '#666666',
            colorError: '#cf1322',
            colorErrorBg: LIGHT_ERROR_TINT,
            colorInfo: '#0958d9',
            // A dark seed would derive a murky tint and border: antd's own light ones are kept.
            colorWarning: '#874d00',
            colorWarningBg: '#fffbe6',
            colorWarningBorder: '#ffe58f',
            colorSuccess: '#237804',
            colorSuccessBg: '#f6ffed',
            colorSuccessBorder: '#b7eb8f',
          }),
      // The dark algorithm's red is 4.3:1 on the dark page: a danger link (Delete) needs the lighter one.
      ...(isDark ? { colorError: '#ff7875' } : {}),
      borderRadius: 8,
    },
    components: {
      Layout: isDark
        ? { headerBg: '#141414', siderBg: '#141414', headerPadding: '0 16px' }
        : { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px' },
      // A record's labels (a recipe's cost and nutrition, a plan card) are antd's tertiary text, 3.4:1 on white.
      ...(isDark ? {} : { Descriptions: { labelColor: '#666666' } }),
      // The current page as a solid accent pill: the accent's own text on its tint was 2:1.
      Menu: { itemSelectedBg: colorPrimary, itemSelectedColor: onPrimary, ...(isDark ? { darkItemBg: '#141414' } : {}) },
    },
  };
}
