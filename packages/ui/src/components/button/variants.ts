import type { ButtonProps as AntButtonProps } from 'antd';
import type { ButtonTokens } from './sizes';

export type ButtonVariant =
  | 'default'
  | 'white'
  | 'black'
  | 'primary'
  | 'secondary'
  | 'yellow'
  | 'green'
  | 'warning'
  | 'outline-primary'
  | 'outline-secondary'
  | 'outline-white'
  | 'outline-black'
  | 'outline-yellow'
  | 'outline-green'
  | 'outline-warning';

type Look = {
  color: NonNullable<AntButtonProps['color']>;
  variant: NonNullable<AntButtonProps['variant']>;
  ghost?: boolean;
  tokens?: ButtonTokens;
  /** Accent-coloured text on the page's background: drawn in the theme's link colour, which is the accent made readable there. */
  accentText?: boolean;
};

// antd's light text on its yellow would be unreadable.
const DARK_TEXT = '#141414';

/**
 * Each spec variant (SPEC.md §9) as antd's own color × variant, so hover, active and focus
 * states come from the theme. Only white and black, which antd has no preset for, set tokens:
 * they are fixed colours that must not flip with the dark algorithm. 'warning' is antd's
 * danger red: it marks destructive actions, and 'yellow' already covers the amber look.
 */
export const BUTTON_VARIANTS: Record<ButtonVariant, Look> = {
  default: { color: 'default', variant: 'outlined' },
  white: {
    color: 'default',
    variant: 'solid',
    tokens: { colorBgSolid: '#ffffff', colorBgSolidHover: '#f0f0f0', colorBgSolidActive: '#d9d9d9', solidTextColor: DARK_TEXT },
  },
  black: {
    color: 'default',
    variant: 'solid',
    tokens: { colorBgSolid: '#000000', colorBgSolidHover: '#262626', colorBgSolidActive: '#434343', solidTextColor: '#ffffff' },
  },
  primary: { color: 'primary', variant: 'solid' },
  secondary: { color: 'default', variant: 'filled' },
  yellow: { color: 'yellow', variant: 'solid', tokens: { colorTextLightSolid: DARK_TEXT } },
  green: { color: 'green', variant: 'solid' },
  warning: { color: 'danger', variant: 'solid' },
  'outline-primary': { color: 'primary', variant: 'outlined', accentText: true },
  'outline-secondary': {
    color: 'default',
    variant: 'outlined',
    tokens: { defaultBg: 'transparent', defaultHoverBg: 'transparent', defaultActiveBg: 'transparent' },
  },
  'outline-white': {
    color: 'default',
    variant: 'outlined',
    ghost: true,
    tokens: { defaultGhostColor: '#ffffff', defaultGhostBorderColor: '#ffffff' },
  },
  'outline-black': {
    color: 'default',
    variant: 'outlined',
    ghost: true,
    tokens: { defaultGhostColor: '#000000', defaultGhostBorderColor: '#000000' },
  },
  'outline-yellow': { color: 'yellow', variant: 'outlined' },
  'outline-green': { color: 'green', variant: 'outlined' },
  'outline-warning': { color: 'danger', variant: 'outlined' },
};
