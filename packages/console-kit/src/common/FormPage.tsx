import { BrigadeForm, Button, formMessages } from '@brigade/ui';
import { Alert, Card, Flex, Typography, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { common } from './messages';
import type { ServerFieldAliases } from './useFieldProblems';
import { useSavingForm } from './useSavingForm';

type Props<Values> = {
  title: ReactNode;
  form: FormInstance<Values>;
  /** The form's field names, so the server's field errors land next to them. */
  fields: readonly (keyof Values & string)[];
  /** Server fields shown beside another field (server field → form field). */
  aliases?: ServerFieldAliases<Values>;
  initialValues?: Partial<Values>;
  /** Calls the server; resolves when saved. */
  save: (values: Values) => Promise<unknown>;
  saved?: MessageDescriptor;
  /** Where to go after saving or cancelling. */
  back: string;
  children: ReactNode;
};

/**
 * A create or edit form: validates on the client for speed and on the server for truth (its
 * field errors go next to the fields), asks Save / Don't Save when left dirty, and goes back
 * to the list once saved.
 */
export function FormPage<Values extends object>({
  title,
  form,
  fields,
  aliases,
  initialValues,
  save,
  saved = common.saved,
  back,
  children,
}: Props<Values>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { problems, dirty, busy, submit, touched } = useSavingForm({ form, fields, save, saved, aliases });
  const [done, setDone] = useState(false);
  // Leave once the guard knows the form is clean (its effect runs before this one), or it would stop us.
  useEffect(() => {
    if (done && !dirty) void navigate(back);
  }, [done, dirty, navigate, back]);

  return (
    <Card>
      <Typography.Title level={2}>{title}</Typography.Title>
      {problems.alert && <Alert type="error" showIcon role="alert" title={problems.alert} style={{ marginBottom: 16 }} />}
      <BrigadeForm<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={touched}
        onFinish={() => void submit().then((ok) => ok && setDone(true))}
        style={{ maxWidth: 720 }}
      >
        {children}
        <Flex gap={12}>
          <Button variant="primary" htmlType="submit" loading={busy}>
            {intl.formatMessage(formMessages.save)}
          </Button>
          <Button onClick={() => void navigate(back)}>{intl.formatMessage(formMessages.cancel)}</Button>
        </Flex>
      </BrigadeForm>
    </Card>
  );
}
