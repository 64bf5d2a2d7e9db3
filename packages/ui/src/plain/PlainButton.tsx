import type { MouseEvent, ReactNode } from 'react';
import { classes } from './classes';
import { usePlainStyles } from './styles';

export type PlainButtonProps = {
  /** antd's type: primary (solid accent), default (outlined), text (no border). */
  kind?: 'primary' | 'default' | 'text';
  block?: boolean;
  /** At least 44 × 44 px: a control a cook taps on the line's tablet (the header's, issue #45). */
  tap?: boolean;
  loading?: boolean;
  htmlType?: 'button' | 'submit';
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  'aria-label'?: string;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** A button that looks like antd's, for pages that load without antd. */
export function PlainButton({
  kind = 'default',
  block,
  tap,
  loading,
  htmlType = 'button',
  disabled,
  onClick,
  'aria-label': ariaLabel,
  icon,
  className,
  children,
}: PlainButtonProps) {
  usePlainStyles();
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // Busy, it keeps its focus and place but does nothing: a second click (or Enter in a field) must not submit the form again.
    if (loading) return event.preventDefault();
    onClick?.(event);
  };
  const iconOnly = children === undefined || children === null;
  return (
    <button
      type={htmlType}
      className={classes(
        'brigade-plain',
        'brigade-plain-button',
        `brigade-plain-button--${kind}`,
        block && 'brigade-plain-button--block',
        iconOnly && 'brigade-plain-button--icon-only',
        tap && 'brigade-plain-button--tap',
        className,
      )}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      onClick={click}
    >
      {loading ? <span className="brigade-plain-ring" aria-hidden /> : icon && <span className="brigade-plain-button__icon">{icon}</span>}
      {children}
    </button>
  );
}
