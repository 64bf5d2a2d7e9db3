import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { RECIPE_MENU, RECIPE_READS, RECIPE_RELEASE, RELEASE_RECIPE_DRAFT, SEND_BACK_RECIPE_DRAFT } from '@brigade/recipe-editor';
import { formMessages, splitServerError, useToast } from '@brigade/ui';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { releaseMessages } from './messages';

/** The service's limit on a release note and a send-back comment (README 'Releases'). */
export const TEXT_MAX = 500;

type Props = {
  decision: 'release' | 'sendBack';
  recipeId: string;
  /** The draft previewed: a newer save since makes the service refuse, and its message shows here. */
  version: number;
  onClose: (done: boolean) => void;
};

/**
 * Releases the previewed draft with an optional note, or sends it back with a required comment.
 * What the page shows (the released content, the banner, who has read it) is read again after.
 */
export function DraftDecisionModal({ decision, recipeId, version, onClose }: Props) {
  const intl = useIntl();
  const toast = useToast();
  const releasing = decision === 'release';
  const field = releasing ? 'note' : 'comment';
  const [form] = Form.useForm<{ text?: string }>();
  const [alert, setAlert] = useState<string | null>(null);
  // The history lists releases and send-backs too: its cached pages read themselves again.
  const update = (cache: ApolloCache) => {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'getRecipeVersions' });
    cache.gc();
  };
  const [release, released] = useMutation(RELEASE_RECIPE_DRAFT, {
    refetchQueries: [RECIPE_RELEASE, RECIPE_MENU, RECIPE_READS],
    update,
  });
  const [sendBack, sent] = useMutation(SEND_BACK_RECIPE_DRAFT, {
    refetchQueries: [RECIPE_RELEASE],
    update,
  });

  const submit = async () => {
    const text = (form.getFieldValue('text') ?? '').trim();
    setAlert(null);
    try {
      if (releasing) {
        await release({ variables: { recipeId, version, note: text || null }, awaitRefetchQueries: true });
        toast.success(intl.formatMessage(releaseMessages.released, { version }));
      } else {
        await sendBack({ variables: { recipeId, version, comment: text }, awaitRefetchQueries: true });
        toast.success(intl.formatMessage(releaseMessages.sentBackDone));
      }
      onClose(true);
    } catch (error) {
      // 'version' (a newer save came) is about the whole draft: shown above, not under the text.
      const problems = splitServerError(error, [field]);
      form.setFields(problems.fields.map((problem) => ({ name: 'text' as const, errors: problem.errors })));
      setAlert(problems.message ?? (problems.fields.length ? null : intl.formatMessage(formMessages.genericError)));
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage(releasing ? releaseMessages.releaseTitle : releaseMessages.sendBackTitle, { version })}
      okText={intl.formatMessage(releasing ? releaseMessages.release : releaseMessages.sendBack)}
      cancelText={intl.formatMessage(releaseMessages.cancel)}
      confirmLoading={released.loading || sent.loading}
      onOk={() => void form.validateFields().then(submit, () => undefined)}
      onCancel={() => onClose(false)}
    >
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph>
        {intl.formatMessage(releasing ? releaseMessages.releaseExplain : releaseMessages.sendBackExplain)}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={intl.formatMessage(releasing ? releaseMessages.releaseNote : releaseMessages.comment)}
          name="text"
          required={!releasing}
          rules={releasing ? [] : [{ required: true, whitespace: true, message: intl.formatMessage(releaseMessages.commentRequired) }]}
        >
          <Input.TextArea maxLength={TEXT_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
