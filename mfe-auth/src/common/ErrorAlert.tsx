import { Notice } from '@brigade/ui';

/** A failed call's message above a form; nothing when there is none (plain: the sign-in page uses it, #26). */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Notice type="error" role="alert" title={message} />
    </div>
  );
}
