import type { ReactNode } from 'react';
import { classes } from './classes';
import { NoticeIcon } from './Icons';
import { usePlainStyles } from './styles';

export type NoticeType = 'info' | 'warning' | 'error' | 'success';

export type NoticeProps = {
  type: NoticeType;
  /** Defaults to alert for an error or warning (read out at once), status for info or success (read when the reader is free). */
  role?: 'alert' | 'status';
  title: ReactNode;
  /** A description under the title; with one, the box grows as antd's Alert does. */
  children?: ReactNode;
};

/** antd's Alert with showIcon: a tinted, bordered box with the type's icon, a title and an optional description. */
export function Notice({ type, role, title, children }: NoticeProps) {
  usePlainStyles();
  const described = children !== undefined && children !== null && children !== false;
  return (
    <div
      role={role ?? (type === 'error' || type === 'warning' ? 'alert' : 'status')}
      className={classes(
        'brigade-plain',
        'brigade-plain-notice',
        `brigade-plain-notice--${type}`,
        described && 'brigade-plain-notice--described',
      )}
    >
      <NoticeIcon type={type} className="brigade-plain-notice__icon" />
      <div className="brigade-plain-notice__content">
        <div className="brigade-plain-notice__title">{title}</div>
        {described && <div>{children}</div>}
      </div>
    </div>
  );
}
