import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

type Props = { title: ReactNode; width?: number; children: ReactNode };

/** The centred card every public page sits in, so the pages look alike inside the shell's layout. */
export function AuthCard({ title, width = 420, children }: Props) {
  return (
    <Card style={{ maxWidth: width, margin: '48px auto' }}>
      <Typography.Title level={3}>{title}</Typography.Title>
      {children}
    </Card>
  );
}
