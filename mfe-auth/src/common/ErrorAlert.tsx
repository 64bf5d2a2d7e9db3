import { Alert } from 'antd';

/** A failed call's message above a form; nothing when there is none. */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} role="alert" />;
}
