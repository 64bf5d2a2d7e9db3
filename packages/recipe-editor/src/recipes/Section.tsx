import { Card } from 'antd';
import type { ReactNode } from 'react';

/** One of the editor's sections (SPEC.md §2: ingredients, steps, notes, allergy, …) under its heading. */
export function Section({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card type="inner" title={title} extra={extra} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}
