import { useToast, useUnsavedChangesGuard } from '@brigade/ui';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useFieldProblems, type ServerFieldAliases } from './useFieldProblems';

type Options<Values> = {
  form: FormInstance<Values>;
  /** The form's field names, so the server's field errors land next to them. */
  fields: readonly (keyof Values & string)[];
  save: (values: Values) => Promise<unknown>;
  saved: MessageDescriptor;
  /** Server fields shown beside another field of the form. */
  aliases?: ServerFieldAliases<Values>;
};

/**
 * What every console form does around its fields: validates on the client, saves, says so, puts
 * the server's field errors next to the fields (the rest in `problems.alert`), and asks Save or
 * Don't Save when the person leaves while it is dirty. `submit` resolves true once saved.
 */
export function useSavingForm<Values>({ form, fields, save, saved, aliases }: Options<Values>) {
  const intl = useIntl();
  const toast = useToast();
  const problems = useFieldProblems(form, fields, aliases);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (): Promise<boolean> => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return false;
    }
    setBusy(true);
    problems.clear();
    try {
      await save(values);
      setDirty(false);
      toast.success(intl.formatMessage(saved));
      return true;
    } catch (error) {
      problems.report(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  useUnsavedChangesGuard({ dirty, onSave: submit });
  return { problems, dirty, busy, submit, touched: () => setDirty(true) };
}
