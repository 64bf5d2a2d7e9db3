import { useMutation } from '@apollo/client/react';
import { formMessages, splitServerError, useSubmissionKey } from '@brigade/ui';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CREATE_INGREDIENT, INGREDIENTS } from '../ingredients/queries';
import { importMessages } from './messages';
import type { RowMatch } from './queries';

type Props = {
  /** The row's name in the file, the form's first value. */
  name: string;
  /** The import's kitchen, named by a super admin (the ingredient becomes that kitchen's own). */
  kitchenId?: string;
  onCreated: (ingredient: RowMatch) => void;
  onClose: () => void;
};

/**
 * 'Create ingredient' for a row no ingredient matched: only what CreateIngredients needs (a name),
 * the kitchen's own ingredient, the row then matched to it. The service checks the name (taken,
 * too long) and says so under the field.
 */
export function CreateIngredientModal({ name, kitchenId, onCreated, onClose }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<{ name: string }>();
  const [alert, setAlert] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_INGREDIENT, { refetchQueries: [INGREDIENTS] });
  const keyed = useSubmissionKey();

  const submit = async () => {
    let values: { name: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const input = { name: values.name.trim(), ...(kitchenId ? { kitchenId } : {}) };
    setAlert(null);
    try {
      const { data } = await keyed(input, (context) => create({ variables: { input }, context }));
      if (!data) throw new Error('CreateIngredients answered without data');
      onCreated({ id: data.CreateIngredients.id, name: data.CreateIngredients.name });
    } catch (error) {
      const problems = splitServerError(error, (path) => (path.replace(/^input\./, '') === 'name' ? 'name' : null));
      form.setFields(problems.fields.map((field) => ({ name: field.name, errors: field.errors })));
      setAlert(problems.message ?? (problems.fields.length ? null : intl.formatMessage(formMessages.genericError)));
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage(importMessages.createTitle)}
      okText={intl.formatMessage(importMessages.createSave)}
      cancelText={intl.formatMessage(formMessages.cancel)}
      confirmLoading={loading}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={{ name }} onFinish={() => void submit()}>
        <Form.Item
          label={intl.formatMessage(importMessages.createName)}
          name="name"
          rules={[{ required: true, whitespace: true, message: intl.formatMessage(importMessages.createNameRequired) }]}
        >
          <Input maxLength={200} autoFocus />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {intl.formatMessage(importMessages.createHint)}
      </Typography.Paragraph>
    </Modal>
  );
}
