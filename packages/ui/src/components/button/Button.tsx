import { Button as AntButton, ConfigProvider, type ThemeConfig } from 'antd';
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
  const theme = useMemo<ThemeConfig | null>(() => {
    const tokens = { ...BUTTON_SIZE_TOKENS[size], ...look.tokens };
    return Object.keys(tokens).length > 0 ? { components: { Button: tokens } } : null;
  }, [size, look]);

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
