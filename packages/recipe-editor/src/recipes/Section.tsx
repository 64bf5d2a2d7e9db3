import { Card } from 'antd';
import type { ReactNode } from 'react';

/**
 * One of the editor's sections (SPEC.md §2: ingredients, steps, notes, allergy, …) under its heading,
 * and the view's. Dense enough for a long recipe (a 12 px gap, a 12 × 16 px body), not cramped.
 */
export function Section({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      type="inner"
      title={title}
      extra={extra}
      style={{ marginBottom: 12 }}
      styles={{ header: { minHeight: 44 }, body: { padding: '12px 16px' } }}
    >
      {children}
    </Card>
  );
}
