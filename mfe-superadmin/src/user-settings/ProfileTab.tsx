import { consoleMessages as common, useShellSession } from '@brigade/console-kit';
import { useMutation, useQuery } from '@apollo/client/react';
import { ImageUpload, LOCALE_NAMES, LOCALES, Spinner, usePhoneRule } from '@brigade/ui';
import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { useIntl } from 'react-intl';
import { adminSettingsMessages } from './messages';
import type { UserDetailsInput } from '../__generated__/graphql';
import { ME, UPDATE_PROFILE, type Profile } from './queries';
import { SettingsForm } from '@brigade/console-kit';

/** The UserDetailsInput fields a super admin edits about themselves: absent = unchanged, null = cleared. */
type Values = Omit<Profile, 'id' | 'email' | 'fName' | 'lName'> & { fName: string; lName: string };
const FIELDS = ['fName', 'lName', 'displayName', 'userName', 'phone', 'profileImage', 'lang'] as const;

const optional = (text: string | null | undefined) => text?.trim() || null;

function toInput(values: Values) {
  return {
    fName: values.fName.trim(),
    lName: values.lName.trim(),
    displayName: optional(values.displayName),
    userName: optional(values.userName),
    phone: optional(values.phone),
    profileImage: values.profileImage || null,
    lang: values.lang || null,
  } satisfies UserDetailsInput;
}

/** The super admin's own details (`me`), saved with UpdateUserDetails (no id: oneself). */
export function ProfileTab() {
  const intl = useIntl();
  const phoneRule = usePhoneRule();
  const { token } = useShellSession();
  const [form] = Form.useForm<Values>();
  const { data, loading, error } = useQuery(ME, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UPDATE_PROFILE);
  if (loading) return <Spinner />;
  if (error || !data?.me) return <Alert type="error" showIcon role="alert" title={error?.message ?? intl.formatMessage(common.notFound)} />;
  const me = data.me;
  const label = (key: keyof typeof adminSettingsMessages) => intl.formatMessage(adminSettingsMessages[key]);
  const required = (key: keyof typeof adminSettingsMessages) => ({
    required: true,
    whitespace: true,
    message: intl.formatMessage(common.required, { field: label(key) }),
  });
  return (
    <SettingsForm<Values>
      form={form}
      fields={FIELDS}
      initialValues={toInput({ ...me, fName: me.fName ?? '', lName: me.lName ?? '' })}
      saved={common.saved}
      save={(values) => update({ variables: { input: toInput(values) } })}
    >
      <Row gutter={16} style={{ maxWidth: 720 }}>
        <Col xs={24}>
          <Form.Item label={label('profileImage')} name="profileImage">
            <ImageUpload token={token} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={label('fName')} name="fName" rules={[required('fName')]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={label('lName')} name="lName" rules={[required('lName')]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={label('displayName')} name="displayName">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={label('userName')} name="userName">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          {/* Changing one's e-mail is not offered here: it is the sign-in name. */}
          <Form.Item label={label('email')} htmlFor="own-email">
            <Input id="own-email" value={me.email ?? ''} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={label('phone')} name="phone" extra={label('phoneHelp')} rules={[phoneRule]}>
            <Input maxLength={30} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={label('lang')} name="lang">
            <Select allowClear options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))} />
          </Form.Item>
        </Col>
      </Row>
    </SettingsForm>
  );
}
