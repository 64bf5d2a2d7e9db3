import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateContactFormMutation, CreateContactFormMutationVariables } from '../__generated__/graphql';
import { useMutation } from '@apollo/client/react';
import { homePath, useFormProblems, useSubmissionKey, type RemoteAppProps } from '@brigade/ui';
import { Button, Form, Input, Result, type FormRule } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../common/AppLink';
import { AuthCard } from '../common/AuthCard';
import { ErrorAlert } from '../common/ErrorAlert';
import { common } from '../common/messages';
import { emailRules, maxRule } from '../common/rules';
import { contactMessages } from './messages';

export const CREATE_CONTACT_FORM: TypedDocumentNode<CreateContactFormMutation, CreateContactFormMutationVariables> = gql`
  mutation CreateContactForm($input: ContactFormInput!) {
    CreateContactForm(input: $input) {
      code
      message
    }
  }
`;

type Fields = { name: string; email: string; subject?: string; message: string };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * /contact: anyone, signed in or not, writes to the platform; identity mails it to the platform's
 * contact address with the typed address to reply to. A signed-in person finds their name and
 * address filled in.
 */
export function ContactPage({ session }: RemoteAppProps) {
  const intl = useIntl();
  const [form] = Form.useForm<Fields>();
  const [send, { loading }] = useMutation(CREATE_CONTACT_FORM);
  const submit = useSubmissionKey();
  const problems = useFormProblems(form, FIELDS);
  const [thanks, setThanks] = useState<string | null>(null);
  const user = session.token ? session.user : null;
  const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

  const onFinish = async ({ subject, ...fields }: Fields) => {
    problems.clear();
    const input = { ...fields, ...(subject?.trim() ? { subject: subject.trim() } : {}) };
    try {
      // A double click or a retry after a lost answer mails once (the key counts for a signed-in sender).
      const { data } = await submit(input, (context, variables) => send({ variables: { input: variables }, context }));
      setThanks(data?.CreateContactForm.message ?? intl.formatMessage(contactMessages.thanks));
    } catch (e) {
      problems.report(e);
    }
  };

  const title = <FormattedMessage {...contactMessages.title} />;
  if (thanks) {
    return (
      <AuthCard title={title} width={560}>
        <Result
          status="success"
          title={thanks}
          subTitle={<FormattedMessage {...contactMessages.thanksDetail} />}
          extra={<AppLink to={user ? homePath(user) : '/'}>{intl.formatMessage(contactMessages.back)}</AppLink>}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} width={560}>
      <ErrorAlert message={problems.alert} />
      <Form<Fields>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        noValidate
        requiredMark={false}
        initialValues={{ name: user?.fName ?? '', email: user?.email ?? '' }}
      >
        <Form.Item
          label={intl.formatMessage(contactMessages.name)}
          name="name"
          rules={[required(intl.formatMessage(contactMessages.nameRequired)), maxRule(intl, 100)]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label={intl.formatMessage(common.email)} name="email" rules={[...emailRules(intl), maxRule(intl, 254)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label={intl.formatMessage(contactMessages.subject)} name="subject" rules={[maxRule(intl, 200)]}>
          <Input />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(contactMessages.message)}
          name="message"
          rules={[required(intl.formatMessage(contactMessages.messageRequired)), maxRule(intl, 5000)]}
        >
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          <FormattedMessage {...contactMessages.submit} />
        </Button>
      </Form>
    </AuthCard>
  );
}
