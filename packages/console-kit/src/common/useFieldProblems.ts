import { formMessages, splitServerError } from '@brigade/ui';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** Server field → the form's field showing it, where they differ (three statement lists edited in one control). */
export type ServerFieldAliases<Values> = Partial<Record<string, keyof Values & string>>;

/**
 * A form's answer to a failed call (ui's useFormProblems, plus `aliases`): the server's field
 * messages go next to their fields (`name` or `input.name`), the rest into one alert, and an
 * unexplained failure becomes 'Something went wrong'.
 */
export function useFieldProblems<Values>(
  form: FormInstance<Values>,
  fields: readonly (keyof Values & string)[],
  aliases?: ServerFieldAliases<Values>,
) {
  const intl = useIntl();
  const [alert, setAlert] = useState<string | null>(null);
  const place = (path: string): string | null => {
    const name = path.replace(/^input\./, '');
    const target: string = aliases?.[name] ?? name;
    return (fields as readonly string[]).includes(target) ? target : null;
  };
  const report = (error: unknown) => {
    const { fields: problems, message } = splitServerError(error, place);
    // The names were checked against `fields`, the form's own keys.
    form.setFields(problems as Parameters<FormInstance<Values>['setFields']>[0]);
    setAlert(message ?? (problems.length ? null : intl.formatMessage(formMessages.genericError)));
  };
  return { alert, report, clear: () => setAlert(null) };
}
