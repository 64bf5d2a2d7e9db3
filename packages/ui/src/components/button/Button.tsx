import { Button as AntButton, ConfigProvider, theme as antTheme, type ThemeConfig } from 'antd';
import { useMemo, type ComponentProps } from 'react';
import { DISABLED_OPACITY } from '../../theme';
import { BUTTON_SIZE_TOKENS, type ButtonSize } from './sizes';
import { BUTTON_VARIANTS, type ButtonVariant } from './variants';

type AntButtonProps = ComponentProps<typeof AntButton>;

/** antd's Button with the spec's sizes and variants in place of antd's size/type/color/variant. */
export type ButtonProps = Omit<AntButtonProps, 'size' | 'type' | 'color' | 'variant' | 'danger' | 'ghost'> & {
  size?: ButtonSize;
  variant?: ButtonVariant;
};

export function Button({ size = 'default', variant = 'default', disabled, style, ...rest }: ButtonProps) {
  const look = BUTTON_VARIANTS[variant];
  const { token } = antTheme.useToken();
  const { colorLink, colorLinkHover, colorLinkActive } = token;
  const theme = useMemo<ThemeConfig | null>(() => {
    // The light theme's accent is under 4.5:1 on white as text (an outlined 'Nudge the others'); its link colour is not.
    const accent = look.accentText
      ? { colorPrimary: colorLink, colorPrimaryHover: colorLinkHover, colorPrimaryActive: colorLinkActive }
      : {};
    const tokens = { ...BUTTON_SIZE_TOKENS[size], ...look.tokens, ...accent };
    return Object.keys(tokens).length > 0 ? { components: { Button: tokens } } : null;
  }, [size, look, colorLink, colorLinkHover, colorLinkActive]);

  // antd already blocks clicks on a disabled button; the fade is the spec's own disabled look.
  const button = (
    <AntButton
      {...rest}
      color={look.color}
      variant={look.variant}
      ghost={look.ghost}
      disabled={disabled}
      style={disabled ? { ...style, opacity: DISABLED_OPACITY } : style}
    />
  );
  // A nested ConfigProvider merges these tokens over the shell's theme for this button only.
  return theme ? <ConfigProvider theme={theme}>{button}</ConfigProvider> : button;
}
