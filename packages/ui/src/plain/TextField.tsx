import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import { classes } from './classes';
import { FieldFrame, useFieldIds } from './FieldFrame';
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
  /** Drawn inside the input's border at its end (antd's suffix), given the input's id to point at. */
  suffix?: (inputId: string) => ReactNode;
};

/** A labelled input with its error, like an antd Form.Item holding an Input. */
export function TextField({ label, name, type = 'text', autoComplete, value, onChange, error, inputRef, suffix }: TextFieldProps) {
  usePlainStyles();
  const { id, errorId, describedBy, invalid } = useFieldIds(error);
  const input = (
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
      className={suffix ? 'brigade-plain-affix__input' : 'brigade-plain-input'}
    />
  );
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error}>
      {suffix ? (
        <span className={classes('brigade-plain-affix', error && 'brigade-plain-affix--invalid')}>
          {input}
          {suffix(id)}
        </span>
      ) : (
        input
      )}
    </FieldFrame>
  );
}
