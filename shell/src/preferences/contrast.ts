/**
 * WCAG 2.1 contrast for the accent colour an administrator may choose: the text on a solid
 * accent button, and a link colour that stays readable on the light theme's white.
 */
const DARK_TEXT = '#141414';
const WHITE = '#ffffff';

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever reads better on the accent (near-black on Brigade's orange). */
export const textOn = (accent: string): string => (contrast(accent, WHITE) >= contrast(accent, DARK_TEXT) ? WHITE : DARK_TEXT);

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The accent darkened just enough for normal text on `background` (4.5:1, WCAG AA). */
export function readableOn(accent: string, background: string): string {
  let rgb = channels(accent) as number[];
  for (let step = 0; step < 20 && contrast(hex(rgb), background) < 4.5; step++) rgb = rgb.map((c) => c * 0.9);
  return hex(rgb);
}

/** antd's preset tag colours (`<Tag color="purple">`). */
const PRESET_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
];

/**
 * A preset tag writes its palette's step 7 on step 1. In the dark palette purple's is 3.4:1 (a
 * recipe's 'Private: Yes'): each colour whose step 7 is under 4.5:1 takes the first of steps 8–10
 * (lighter in the dark palette, darker in the light one) that reads, as a token override.
 */
export function readableTagSteps(palette: Record<string, unknown>): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const color of PRESET_COLORS) {
    const tint = palette[`${color}1`] as string;
    const steps = [7, 8, 9, 10].map((step) => palette[`${color}${step}`] as string);
    if (contrast(steps[0]!, tint) >= 4.5) continue;
    overrides[`${color}7`] = steps.find((text) => contrast(text, tint) >= 4.5) ?? steps[3]!;
  }
  return overrides;
}
