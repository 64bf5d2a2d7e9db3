import { useMutation } from '@apollo/client/react';
import { formMessages, splitServerError, useToast } from '@brigade/ui';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RESTORE_RECIPE_VERSION } from './mutations';
import { historyMessages } from './messages';

/** The service's limit on a change note (README 'Versions'). */
export const NOTE_MAX = 500;

type Props = { recipeId: string; number: number; onClose: () => void };

/**
 * Asks before restoring a version, with an optional change note; a restore is a new version. The
 * recipe's content in the cache and every page of the history are dropped: each reads itself again.
 */
export function RestoreModal({ recipeId, number, onClose }: Props) {
  const intl = useIntl();
  const toast = useToast();
  const [form] = Form.useForm<{ changeNote?: string }>();
  const [alert, setAlert] = useState<string | null>(null);
  const [restore, { loading }] = useMutation(RESTORE_RECIPE_VERSION, {
    update: (cache, { data }) => {
      const id = data && cache.identify({ __typename: 'RecipeMenu', id: data.RestoreRecipeVersion.id });
      // The content changed under every screen that read it: emptied (not removed) so lists holding it read again.
      if (id) cache.modify({ id, fields: (value, { fieldName, DELETE }) => (fieldName === 'id' ? value : DELETE) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'getRecipeVersions' });
      cache.gc();
    },
  });

  const submit = async () => {
    const note = (form.getFieldValue('changeNote') ?? '').trim();
    setAlert(null);
    try {
      const { data } = await restore({ variables: { recipeId, number, changeNote: note || null } });
      if (!data) throw new Error('RestoreRecipeVersion answered without data');
      const newNumber = data.RestoreRecipeVersion.versionNumber;
      toast.success(intl.formatMessage(historyMessages.restored, { number, newNumber: newNumber ?? '?' }));
      onClose();
    } catch (error) {
      const problems = splitServerError(error, ['changeNote']);
      form.setFields(problems.fields.map((field) => ({ name: 'changeNote' as const, errors: field.errors })));
      setAlert(problems.message ?? (problems.fields.length ? null : intl.formatMessage(formMessages.genericError)));
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage(historyMessages.restoreTitle, { number })}
      okText={intl.formatMessage(historyMessages.restoreConfirm)}
      cancelText={intl.formatMessage(historyMessages.restoreCancel)}
      confirmLoading={loading}
      onOk={() => void form.validateFields().then(submit)}
      onCancel={onClose}
    >
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph>{intl.formatMessage(historyMessages.restoreExplain)}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={intl.formatMessage(historyMessages.restoreNote)} name="changeNote">
          <Input.TextArea maxLength={NOTE_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
