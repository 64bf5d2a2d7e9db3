import { ImageUpload, statusMessages, usePhoneRule } from '@brigade/ui';
import { Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import { usePlatformScope, useShellSession } from '../session/ConsoleContext';
import { KitchenSelect } from '../common/KitchenSelect';
import { LanguageSelect } from './LanguageSelect';
import { genders, staff } from './messages';
import type { UserStatus } from './queries';

/** The moves a super admin may make from each status (identity README 'Statuses'). */
const PLATFORM_MOVES: Record<UserStatus, UserStatus[]> = {
  CREATING: ['NOT_VERIFIED', 'ACTIVE'],
  NOT_VERIFIED: ['ACTIVE'],
  APPLIED: ['PENDING', 'REJECT'],
  PENDING: ['ACTIVE', 'REJECT'],
  ACTIVE: ['PAUSED'],
  PAUSED: ['ACTIVE'],
  REJECT: ['PENDING'],
};

/** A kitchen admin only pauses and reactivates their cooks (identity README 'Statuses'). */
const KITCHEN_MOVES: Partial<Record<UserStatus, UserStatus[]>> = { ACTIVE: ['PAUSED'], PAUSED: ['ACTIVE'] };

type Props = {
  /** Editing someone in this status; none: a new person, who is given a kitchen. */
  status?: UserStatus;
  /** The update's extra power (see StaffKind): the e-mail, or a new password. */
  editable: 'email' | 'password';
};

/** A kitchen admin's or cook's details; a new one may get a password, and in the super admin's console a kitchen. */
export function StaffFields({ status, editable }: Props) {
  const intl = useIntl();
  const phoneRule = usePhoneRule();
  const { token } = useShellSession();
  const platform = usePlatformScope();
  const creating = !status;
  const moves = (platform ? PLATFORM_MOVES[status ?? 'ACTIVE'] : KITCHEN_MOVES[status ?? 'ACTIVE']) ?? [];
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: intl.formatMessage(common.required, { field: label }),
  });
  const kitchen = intl.formatMessage(staff.kitchen);
  const firstName = intl.formatMessage(staff.firstName);
  const lastName = intl.formatMessage(staff.lastName);
  const email = intl.formatMessage(staff.email);
  return (
    <>
      {creating && platform && (
        <Form.Item
          label={kitchen}
          name="kitchenId"
          rules={[{ required: true, message: intl.formatMessage(common.required, { field: kitchen }) }]}
        >
          <KitchenSelect />
        </Form.Item>
      )}
      <Form.Item label={firstName} name="fName" rules={[required(firstName)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={lastName} name="lName" rules={[required(lastName)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={email} name="email" rules={[required(email), { type: 'email', message: intl.formatMessage(staff.emailInvalid) }]}>
        <Input type="email" maxLength={254} disabled={!creating && editable !== 'email'} />
      </Form.Item>
      {status && (
        <Form.Item label={intl.formatMessage(common.status)} name="status">
          <Select<UserStatus> options={[status, ...moves].map((value) => ({ value, label: intl.formatMessage(statusMessages[value]) }))} />
        </Form.Item>
      )}
      <Form.Item label={intl.formatMessage(staff.profileImage)} name="profileImage">
        <ImageUpload token={token} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(staff.phone)} name="phone" extra={intl.formatMessage(staff.phoneHelp)} rules={[phoneRule]}>
        <Input type="tel" maxLength={30} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(staff.userName)} name="userName">
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item label={intl.formatMessage(staff.lang)} name="lang">
        <LanguageSelect />
      </Form.Item>
      <Form.Item label={intl.formatMessage(staff.gender)} name="gender">
        <Select
          allowClear
          options={(['UNKNOWN', 'MALE', 'FEMALE'] as const).map((value) => ({ value, label: intl.formatMessage(genders[value]) }))}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage(staff.dob)} name="dob">
        <Input type="date" max={new Date().toISOString().slice(0, 10)} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(staff.notes)} name="notes">
        <Input.TextArea maxLength={2000} rows={3} />
      </Form.Item>
      {(creating || editable === 'password') && (
        <Form.Item
          label={intl.formatMessage(creating ? staff.password : staff.newPassword)}
          name="password"
          extra={intl.formatMessage(creating ? staff.passwordHelp : staff.newPasswordHelp)}
        >
          <Input.Password maxLength={128} autoComplete="new-password" />
        </Form.Item>
      )}
    </>
  );
}
