import type { ComponentPropsWithRef } from 'react';
import { classes } from './classes';
import { usePlainStyles } from './styles';

/** Whatever an <a> takes, ref included (React 19 passes it as a prop). */
export type PlainLinkProps = ComponentPropsWithRef<'a'>;

/** A link in the theme's link colour, underlined on hover (antd's Typography.Link). */
export function PlainLink({ className, ...anchor }: PlainLinkProps) {
  usePlainStyles();
  return <a {...anchor} className={classes('brigade-plain-link', className)} />;
}
