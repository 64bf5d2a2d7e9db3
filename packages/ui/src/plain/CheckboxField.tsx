import type { ReactNode } from 'react';
import { usePlainStyles } from './styles';

export type CheckboxFieldProps = { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; name?: string };

/** The browser's own checkbox in the accent colour, its label beside it (antd's Checkbox with children). */
export function CheckboxField({ label, checked, onChange, name }: CheckboxFieldProps) {
  usePlainStyles();
  return (
    <label className="brigade-plain brigade-plain-checkbox">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="brigade-plain-checkbox__input"
      />
      <span>{label}</span>
    </label>
  );
}
