import type { CSSProperties, ReactNode } from 'react';

export type IconSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'none';

/** Square edge in px per size (SPEC.md §9). 'none' sets no size: the image's own, or the text's for an antd icon. */
export const ICON_SIZES: Record<Exclude<IconSize, 'none'>, number> = { xs: 12, sm: 16, md: 24, lg: 32, xl: 48 };

type IconSource = { src: string; icon?: never } | { icon: ReactNode; src?: never };

export type IconProps = IconSource & {
  size?: IconSize;
  /** What the icon means; leave it out when the icon only decorates text next to it. */
  label?: string;
  className?: string;
  style?: CSSProperties;
};

/** An image (such as /icon/ic-profile.png) or an antd icon element at one of the spec's sizes. */
export function Icon({ size = 'md', label, className, style, ...source }: IconProps) {
  const px = size === 'none' ? undefined : ICON_SIZES[size];
  if (source.src !== undefined) {
    return (
      <img
        src={source.src}
        alt={label ?? ''}
        aria-hidden={label ? undefined : true}
        width={px}
        height={px}
        className={className}
        style={style}
      />
    );
  }
  // antd icons are drawn 1em square, so the font size is the icon size.
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={className}
      style={{ display: 'inline-flex', lineHeight: 0, fontSize: px, ...style }}
    >
      {source.icon}
    </span>
  );
}
