import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field';
import { usePlainStyles } from './styles';

export type TextFieldProps = {
  label: ReactNode;
  name: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the input and read as its description; null or absent when the value is fine. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input with its error, like an antd Form.Item holding an Input. */
export function TextField({ label, name, type = 'text', autoComplete, value, onChange, error, inputRef }: TextFieldProps) {
  usePlainStyles();
  const { id, errorId, describedBy, invalid } = useFieldIds(error);
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className="brigade-plain-input"
      />
    </FieldFrame>
  );
}
