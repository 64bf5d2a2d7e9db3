import type { ReactNode } from 'react';
import { usePlainStyles } from './styles';

export type PlainCardProps = {
  /** The page's heading, an <h1>: a public page has this one heading at the top level. */
  title?: ReactNode;
  /** Widest the card grows, in px. */
  width?: number;
  children: ReactNode;
};

/** The centred card a public page sits in (antd's Card with a level-3 Title inside, as mfe-auth's AuthCard). */
export function PlainCard({ title, width = 420, children }: PlainCardProps) {
  usePlainStyles();
  return (
    <div className="brigade-plain brigade-plain-card" style={{ maxWidth: width }}>
      {title !== undefined && title !== null && <h1 className="brigade-plain-card__title">{title}</h1>}
      {children}
    </div>
  );
}
