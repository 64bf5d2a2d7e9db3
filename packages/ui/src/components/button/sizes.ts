import type { ThemeConfig } from 'antd';

export type ButtonSize = 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'default';

export type ButtonTokens = NonNullable<NonNullable<ThemeConfig['components']>['Button']>;

/**
 * SPEC.md §9 names seven sizes where antd has three, so each size is a set of Button tokens
 * (height / font / side padding in px) rather than antd's `size`. 'default' keeps antd's own
 * middle button (32 / 14 / 15) so a plain <Button> looks like every other antd control.
 * paddingBlock is 0 because the height is fixed and antd centres the label itself; antd's
 * computed padding would overflow the smallest sizes.
 */
export const BUTTON_SIZE_TOKENS: Record<ButtonSize, ButtonTokens> = {
  xxs: { controlHeight: 20, contentFontSize: 10, paddingInline: 6, paddingBlock: 0, onlyIconSize: 10 },
  xs: { controlHeight: 24, contentFontSize: 12, paddingInline: 8, paddingBlock: 0, onlyIconSize: 12 },
  sm: { controlHeight: 28, contentFontSize: 13, paddingInline: 12, paddingBlock: 0, onlyIconSize: 13 },
  md: { controlHeight: 36, contentFontSize: 14, paddingInline: 16, paddingBlock: 0, onlyIconSize: 16 },
  lg: { controlHeight: 40, contentFontSize: 16, paddingInline: 20, paddingBlock: 0, onlyIconSize: 18 },
  xl: { controlHeight: 48, contentFontSize: 18, paddingInline: 24, paddingBlock: 0, onlyIconSize: 20 },
  default: {},
};
