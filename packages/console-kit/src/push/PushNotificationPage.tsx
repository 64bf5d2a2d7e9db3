import { common } from '../common/messages';
import { useMutation } from '@apollo/client/react';
import { BrigadeForm, Button, useFormProblems, useToast } from '@brigade/ui';
import { Alert, Card, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AudiencePicker, type Audience } from './AudiencePicker';
import { usePlatformScope, useShellSession } from '../session/ConsoleContext';
import { pushMessages } from './messages';
import { PushResultView } from './PushResultView';
import { SEND_PUSH, type PushNotificationInput, type PushResult } from './queries';

type Values = { title: string; body: string; url?: string; audience: Audience; kitchenId?: string; userId?: string };
const FIELDS = ['title', 'body', 'url', 'kitchenId', 'userId'] as const;

// identity's rules (services/identity/src/push/push.resolvers.ts): title ≤ 100, body ≤ 1000, url a path of the app ≤ 500.
const MAX_TITLE = 100;
const MAX_BODY = 1000;
const MAX_URL = 500;
const APP_PATH = /^\/(?!\/)/;

/** What each console may send to (identity README 'Push'): a kitchen admin reaches their own cooks, all or one. */
const AUDIENCES = {
  platform: [
    ['all', pushMessages.all],
    ['kitchen', pushMessages.kitchen],
    ['user', pushMessages.user],
  ],
  kitchen: [
    ['kitchen', pushMessages.myCooks],
    ['user', pushMessages.oneCook],
  ],
} as const;

function toInput({ title, body, url, audience, kitchenId, userId }: Values): PushNotificationInput {
  const message = { title: title.trim(), body: body.trim(), ...(url?.trim() ? { url: url.trim() } : {}) };
  if (audience === 'kitchen') return { ...message, kitchenId: kitchenId as string };
  if (audience === 'user') return { ...message, userId: userId as string };
  return { ...message, all: true };
}

/** Compose a Web Push message, choose who gets it, send it, and see how many devices took it. */
export function PushNotificationPage() {
  const intl = useIntl();
  const platform = usePlatformScope();
  const { user } = useShellSession();
  const audiences = AUDIENCES[platform ? 'platform' : 'kitchen'];
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const problems = useFormProblems(form, FIELDS);
  const [send, { loading }] = useMutation(SEND_PUSH);
  const [result, setResult] = useState<PushResult | null>(null);
  const required = (field: string) => ({ required: true, whitespace: true, message: intl.formatMessage(common.required, { field }) });

  const submit = async (values: Values) => {
    problems.clear();
    setResult(null);
    try {
      const chosen = platform ? values : { ...values, kitchenId: user?.kitchenId ?? undefined };
      const { data } = await send({ variables: { input: toInput(chosen) } });
      if (!data) return;
      setResult(data.SendPushNotification);
      toast.success(intl.formatMessage(pushMessages.sentToast));
    } catch (error) {
      problems.report(error);
    }
  };

  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(pushMessages.title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage(pushMessages.intro)}</Typography.Paragraph>
      {problems.alert && <Alert type="error" showIcon role="alert" title={problems.alert} style={{ marginBottom: 16 }} />}
      <BrigadeForm<Values>
        form={form}
        layout="vertical"
        initialValues={{ audience: audiences[0][0] }}
        onFinish={(values) => void submit(values)}
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          label={intl.formatMessage(pushMessages.messageTitle)}
          name="title"
          rules={[required(intl.formatMessage(pushMessages.messageTitle))]}
        >
          <Input maxLength={MAX_TITLE} showCount />
        </Form.Item>
        <Form.Item label={intl.formatMessage(pushMessages.body)} name="body" rules={[required(intl.formatMessage(pushMessages.body))]}>
          <Input.TextArea maxLength={MAX_BODY} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(pushMessages.url)}
          name="url"
          extra={intl.formatMessage(pushMessages.urlHelp)}
          rules={[{ pattern: APP_PATH, message: intl.formatMessage(pushMessages.urlRule) }]}
        >
          <Input maxLength={MAX_URL} />
        </Form.Item>
        <Form.Item label={intl.formatMessage(pushMessages.audience)} name="audience">
          <Radio.Group options={audiences.map(([value, label]) => ({ value, label: intl.formatMessage(label) }))} />
        </Form.Item>
        {/* Re-rendered with the store (not a watched copy a render later), so Send at once still checks the picker. */}
        <Form.Item noStyle shouldUpdate={(before: Values, after: Values) => before.audience !== after.audience}>
          {({ getFieldValue }) => <AudiencePicker audience={getFieldValue('audience') as Audience} />}
        </Form.Item>
        <Button variant="primary" htmlType="submit" loading={loading}>
          {intl.formatMessage(pushMessages.send)}
        </Button>
      </BrigadeForm>
      {result && <PushResultView result={result} />}
    </Card>
  );
}
