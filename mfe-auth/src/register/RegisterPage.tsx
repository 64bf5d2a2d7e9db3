import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateUserMutation, CreateUserMutationVariables } from '../__generated__/graphql';
import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, Result, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../common/AppLink';
import { AuthCard } from '../common/AuthCard';
import { ErrorAlert } from '../common/ErrorAlert';
import { common } from '../common/messages';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { emailRules, maxRule } from '../common/rules';
import { useFormProblems, usePhoneRule } from '@brigade/ui';
import { useEmailCheck } from './useEmailCheck';

export const CREATE_USER: TypedDocumentNode<CreateUserMutation, CreateUserMutationVariables> = gql`
  mutation CreateUser($input: CreateUserInput!) {
    CreateUser(input: $input) {
      code
      message
    }
  }
`;

type Fields = {
  fName: string;
  lName: string;
  email: string;
  phone?: string;
  kitchenName: string;
  password: string;
  confirmPassword: string;
};
const FIELDS = ['fName', 'lName', 'email', 'phone', 'kitchenName', 'password', 'confirmPassword'] as const;

/** /register: someone opening a kitchen signs up; identity mails them a link to verify the address. */
export function RegisterPage() {
  const intl = useIntl();
  const phoneRule = usePhoneRule();
  const [form] = Form.useForm<Fields>();
  const [createUser, { loading }] = useMutation(CREATE_USER);
  const [done, setDone] = useState(false);
  const problems = useFormProblems(form, FIELDS);
  const emailTaken = useEmailCheck();
  // Asked when the field is left and again on submit (answers are remembered per address).
  const emailIsFree: FormRule = {
    validateTrigger: 'onBlur',
    validator: async (_, value: unknown) => {
      const taken = typeof value === 'string' ? await emailTaken(value) : null;
      if (taken) throw new Error(taken);
    },
  };

  const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

  const onFinish = async ({ phone, ...fields }: Fields) => {
    problems.clear();
    try {
      await createUser({ variables: { input: { ...fields, ...(phone?.trim() ? { phone: phone.trim() } : {}) } } });
      setDone(true);
    } catch (e) {
      problems.report(e);
    }
  };

  if (done) {
    return (
      <AuthCard title={<FormattedMessage id="auth.register.title" defaultMessage="Register your kitchen" />} width={520}>
        <Result
          status="success"
          title={<FormattedMessage id="auth.register.success" defaultMessage="User registered successfully, please check email" />}
          subTitle={
            <FormattedMessage
              id="auth.register.successDetail"
              defaultMessage="Open the link in the email to confirm your address; then you can sign in."
            />
          }
          extra={<AppLink to="/login">{intl.formatMessage(common.signIn)}</AppLink>}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={<FormattedMessage id="auth.register.title" defaultMessage="Register your kitchen" />} width={520}>
      <ErrorAlert message={problems.alert} />
      <Form<Fields> form={form} layout="vertical" onFinish={onFinish} noValidate requiredMark={false}>
        <Form.Item
          label={intl.formatMessage({ id: 'auth.register.fName', defaultMessage: 'First name' })}
          name="fName"
          rules={[
            required(intl.formatMessage({ id: 'auth.register.fName.required', defaultMessage: 'Please enter your first name' })),
            maxRule(intl, 50),
          ]}
        >
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage({ id: 'auth.register.lName', defaultMessage: 'Last name' })}
          name="lName"
          rules={[
            required(intl.formatMessage({ id: 'auth.register.lName.required', defaultMessage: 'Please enter your last name' })),
            maxRule(intl, 50),
          ]}
        >
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage(common.email)}
          name="email"
          validateTrigger={['onChange', 'onBlur']}
          validateFirst
          rules={[...emailRules(intl), emailIsFree]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage({ id: 'auth.register.phone', defaultMessage: 'Phone (optional)' })}
          name="phone"
          extra={intl.formatMessage({ id: 'auth.register.phone.hint', defaultMessage: 'With the country code, e.g. +31 6 12345678' })}
          rules={[phoneRule]}
        >
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          label={intl.formatMessage({ id: 'auth.register.kitchenName', defaultMessage: 'Kitchen name' })}
          name="kitchenName"
          rules={[
            required(intl.formatMessage({ id: 'auth.register.kitchenName.required', defaultMessage: 'Please enter your kitchen name' })),
            maxRule(intl, 100),
          ]}
        >
          <Input autoComplete="organization" />
        </Form.Item>
        <NewPasswordFields label={common.password} />
        <Typography.Paragraph type="secondary">
          <FormattedMessage
            id="auth.register.legal"
            defaultMessage="By registering you accept the <toc>terms and conditions</toc> and the <privacy>privacy policy</privacy>."
            values={{
              toc: (text) => (
                <AppLink key="toc" to="/toc">
                  {text}
                </AppLink>
              ),
              privacy: (text) => (
                <AppLink key="privacy" to="/privacy">
                  {text}
                </AppLink>
              ),
            }}
          />
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" block loading={loading}>
          <FormattedMessage id="auth.register.submit" defaultMessage="Register" />
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <FormattedMessage
          id="auth.register.haveAccount"
          defaultMessage="Already registered? <link>Sign in</link>"
          values={{
            link: (text) => (
              <AppLink key="link" to="/login">
                {text}
              </AppLink>
            ),
          }}
        />
      </Typography.Paragraph>
    </AuthCard>
  );
}
