import { useState } from 'react';
import { useIntl } from 'react-intl';
import { classes } from './classes';
import { FieldFrame, useFieldIds } from './field';
import { EyeIcon, EyeInvisibleIcon } from './icons';
import { plainMessages } from './messages';
import { usePlainStyles } from './styles';
import type { TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A TextField for a password, with antd Input.Password's eye at its end to show what was typed. */
export function PasswordField({ label, name, autoComplete, value, onChange, error, inputRef }: PasswordFieldProps) {
  usePlainStyles();
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const { id, errorId, describedBy, invalid } = useFieldIds(error);
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error}>
      <span className={classes('brigade-plain-affix', error && 'brigade-plain-affix--invalid')}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="brigade-plain-affix__input"
        />
        <button
          type="button"
          className="brigade-plain-affix__toggle"
          // The label says what a press does ('Hide password' once shown); aria-pressed as well would say it twice.
          aria-label={intl.formatMessage(shown ? plainMessages.hidePassword : plainMessages.showPassword)}
          aria-controls={id}
          onClick={() => setShown(!shown)}
        >
          {shown ? <EyeIcon /> : <EyeInvisibleIcon />}
        </button>
      </span>
    </FieldFrame>
  );
}
