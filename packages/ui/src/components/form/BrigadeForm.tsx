import { Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

// antd's JSX typing of Form admits only node children, not its render-function form.
export type BrigadeFormProps<Values> = Omit<FormProps<Values>, 'children'> & { children?: ReactNode };

/**
 * antd's Form with the browser's own validation off (SPEC.md §2), so only antd's translated
 * messages appear, never the browser's in its own language and style.
 */
export function BrigadeForm<Values = unknown>(props: BrigadeFormProps<Values>) {
  return <Form<Values> {...props} noValidate />;
}
