import type { ReactNode } from 'react';
import { usePlainStyles } from './styles';

export type PlainSwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  'aria-label': string;
  /** Written inside the track when on (antd's checkedChildren) and when off. */
  checkedLabel: ReactNode;
  uncheckedLabel: ReactNode;
};

/** antd's Switch with text inside: a pill whose knob moves to the end and whose track takes the accent when on, in a 44 px tap target. */
export function PlainSwitch({ checked, onChange, 'aria-label': ariaLabel, checkedLabel, uncheckedLabel }: PlainSwitchProps) {
  usePlainStyles();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={ariaLabel}
      onClick={() => onChange(!checked)}
      className="brigade-plain brigade-plain-switch"
    >
      <span className="brigade-plain-switch__track">
        <span className="brigade-plain-switch__handle" />
        <span className="brigade-plain-switch__inner">
          <span className="brigade-plain-switch__label brigade-plain-switch__label--on">{checkedLabel}</span>
          <span className="brigade-plain-switch__label brigade-plain-switch__label--off">{uncheckedLabel}</span>
        </span>
      </span>
    </button>
  );
}
