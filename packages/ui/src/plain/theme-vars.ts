import { BRIGADE_ORANGE } from '../theme';

/**
 * antd 6's alias tokens as the shell's theme (preferences/theme.ts) resolves them, dark then light.
 * The light status colours are the shell's darker ones (readable as text on their tints), the dark
 * red its lighter one; the tints and borders are what antd derives from those.
 */
const SHADES = {
  bg: ['#000000', '#f5f5f5'],
  surface: ['#141414', '#ffffff'],
  text: ['rgba(255, 255, 255, 0.85)', 'rgba(0, 0, 0, 0.88)'],
  'text-secondary': ['rgba(255, 255, 255, 0.65)', '#666666'],
  border: ['#424242', '#d9d9d9'],
  // A card's edge is antd's colorBorderSecondary, fainter than a control's.
  'border-secondary': ['#303030', '#f0f0f0'],
  // A text button's hover (colorBgTextHover).
  fill: ['rgba(255, 255, 255, 0.12)', 'rgba(0, 0, 0, 0.06)'],
  // An unchecked switch's track, at rest and hovered (colorTextQuaternary, colorTextTertiary).
  'switch-off': ['rgba(255, 255, 255, 0.25)', 'rgba(0, 0, 0, 0.25)'],
  'switch-off-hover': ['rgba(255, 255, 255, 0.45)', 'rgba(0, 0, 0, 0.45)'],
  error: ['#ff7875', '#cf1322'],
  'error-bg': ['#2c1b1c', '#fff1f0'],
  'error-border': ['#5b3231', '#f58d8c'],
  warning: ['#d89614', '#874d00'],
  'warning-bg': ['#2b2111', '#fffbe6'],
  'warning-border': ['#594214', '#ffe58f'],
  info: ['#1668dc', '#0958d9'],
  'info-bg': ['#111a2c', '#e6f4ff'],
  'info-border': ['#15325b', '#85c0ff'],
  success: ['#49aa19', '#237804'],
  'success-bg': ['#162312', '#f6ffed'],
  'success-border': ['#274916', '#b7eb8f'],
  // Native parts (a select's open list, a checkbox's box, autofill) follow the theme too.
  'color-scheme': ['dark', 'light'],
} as const satisfies Record<string, readonly [dark: string, light: string]>;

export type PlainVar = keyof typeof SHADES | 'primary' | 'on-primary' | 'link' | 'focus';

/**
 * Every CSS custom property the plain components read, for the shell to set on <html>. The accent
 * and its contrast colours come from the shell (the same ones its antd theme uses); the focus ring
 * takes the link colour, which the shell keeps readable on the page, where the accent may not be.
 */
export function plainThemeVars(isDark: boolean, primary: string, onPrimary: string, link: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, [dark, light]] of Object.entries(SHADES)) vars[`--brigade-${name}`] = isDark ? dark : light;
  vars['--brigade-primary'] = primary;
  vars['--brigade-on-primary'] = onPrimary;
  vars['--brigade-link'] = link;
  vars['--brigade-focus'] = link;
  return vars;
}

const FALLBACK = plainThemeVars(true, BRIGADE_ORANGE, '#141414', BRIGADE_ORANGE);

/** A variable with the dark theme's value as fallback: before the shell sets them (or in a test) the components still look right. */
export const plainVar = (name: PlainVar): string => `var(--brigade-${name}, ${FALLBACK[`--brigade-${name}`]})`;
