import { BRIGADE_ORANGE } from '@brigade/ui';
import { readableOn, textOn } from './contrast';

/** antd's light error tint, kept when the error colour is darkened. */
export const LIGHT_ERROR_TINT = '#fff1f0';

/** The colours the accent decides, for antd's tokens and the plain components' variables alike. */
export type AccentColours = { primary: string; onPrimary: string; link: string };

/**
 * The kitchen's accent when it is a colour, else Brigade's orange. Text on the accent and links on
 * white must stay readable (WCAG AA): white on Brigade's orange is 2.3:1, so solid buttons get
 * near-black text and light-theme links a darker orange (readable on the faint red of an
 * emphasised row, an over-target dish, too).
 */
export function accentColours(isDark: boolean, accent?: string | null): AccentColours {
  const primary = accent && /^#[0-9a-f]{6}$/i.test(accent) ? accent : BRIGADE_ORANGE;
  return { primary, onPrimary: textOn(primary), link: isDark ? primary : readableOn(primary, LIGHT_ERROR_TINT) };
}
