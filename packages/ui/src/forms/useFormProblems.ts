import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from './messages';
import { splitServerError } from './server-errors';

/**
 * A form's answer to a failed call: the server's field messages go next to their fields (antd
 * clears them once the person edits the field), the rest into one alert, and an unexplained
 * failure becomes 'Something went wrong'.
 */
export function useFormProblems<T>(form: FormInstance<T>, fields: readonly (keyof T & string)[]) {
  const intl = useIntl();
  const [alert, setAlert] = useState<string | null>(null);
  const report = (error: unknown) => {
    const { fields: problems, message } = splitServerError(error, fields);
    // The names were checked against `fields`, the form's own keys.
    form.setFields(problems as Parameters<FormInstance<T>['setFields']>[0]);
    setAlert(message ?? (problems.length ? null : intl.formatMessage(formMessages.genericError)));
  };
  return { alert, report, clear: () => setAlert(null) };
}
