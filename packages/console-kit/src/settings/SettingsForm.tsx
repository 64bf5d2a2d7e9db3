import { useSavingForm } from '../common/useSavingForm';
import { BrigadeForm, Button, formMessages } from '@brigade/ui';
import { Alert, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

type Props<Values> = {
  form: FormInstance<Values>;
  /** The form's field names, so the server's field errors land next to them. */
  fields: readonly (keyof Values & string)[];
  initialValues: Partial<Values>;
  save: (values: Values) => Promise<unknown>;
  saved: MessageDescriptor;
  children: ReactNode;
};

/**
 * A settings form that stays on its page once saved (FormPage goes back to a list): server field
 * errors next to the fields, and Save / Don't Save when the person leaves it, or its tab, dirty.
 */
export function SettingsForm<Values extends object>({ form, fields, initialValues, save, saved, children }: Props<Values>) {
  const intl = useIntl();
  const { problems, busy, submit, touched } = useSavingForm({ form, fields, save, saved });

  return (
    <>
      {problems.alert && <Alert type="error" showIcon role="alert" title={problems.alert} style={{ marginBottom: 16 }} />}
      <BrigadeForm<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={touched}
        onFinish={() => void submit()}
      >
        {children}
        <Button variant="primary" htmlType="submit" loading={busy}>
          {intl.formatMessage(formMessages.save)}
        </Button>
      </BrigadeForm>
    </>
  );
}
