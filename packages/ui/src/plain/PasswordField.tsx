import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EyeIcon, EyeInvisibleIcon } from './Icons';
import { plainMessages } from './messages';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'>;

/** A TextField for a password, with antd Input.Password's eye at its end to show what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={(inputId) => (
        <button
          type="button"
          className="brigade-plain-affix__toggle"
          // The label says what a press does ('Hide password' once shown); aria-pressed as well would say it twice.
          aria-label={intl.formatMessage(shown ? plainMessages.hidePassword : plainMessages.showPassword)}
          aria-controls={inputId}
          onClick={() => setShown(!shown)}
        >
          {shown ? <EyeIcon /> : <EyeInvisibleIcon />}
        </button>
      )}
    />
  );
}
