import { PlainCard } from '@brigade/ui';
import type { ReactNode } from 'react';

type Props = { title: ReactNode; width?: number; children: ReactNode };

/**
 * The centred card every public page sits in, so the pages look alike inside the shell's layout.
 * The kit's plain card: the sign-in page shows it before antd is fetched (#26).
 */
export function AuthCard({ title, width = 420, children }: Props) {
  return (
    <PlainCard title={title} width={width}>
      {children}
    </PlainCard>
  );
}
