import { useId, type ReactNode } from 'react';

/** The ids that tie a field's label and error to its input (aria-describedby only while there is an error). */
export function useFieldIds(error: string | null | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return { id, errorId, describedBy: error ? errorId : undefined, invalid: error ? true : undefined };
}

type FieldFrameProps = { id: string; errorId: string; label: ReactNode; error?: string | null; children: ReactNode };

/** antd's vertical Form.Item: the label above the input, the error under it. */
export function FieldFrame({ id, errorId, label, error, children }: FieldFrameProps) {
  return (
    <div className="brigade-plain brigade-plain-field">
      <label htmlFor={id} className="brigade-plain-field__label">
        {label}
      </label>
      {children}
      {error && (
        // Announced as it appears, as antd's form does; aria-describedby makes it the input's description too.
        <div id={errorId} role="alert" className="brigade-plain-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
