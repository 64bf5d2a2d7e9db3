import { common } from '../common/messages';
import { useShellSession } from '../session/ConsoleContext';
import { ImageUpload, statusMessages } from '@brigade/ui';
import { ColorPicker, Form, Input, Select, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { kitchenFieldMessages } from './messages';
// SPEC.md §4: kitchens and users share one set of status values.
import type { UserStatus as KitchenStatus } from '../staff/queries';

/** The moves a super admin may make from each status (kitchen README 'Statuses'). */
const NEXT_STATUSES: Record<KitchenStatus, KitchenStatus[]> = {
  CREATING: ['ACTIVE'],
  NOT_VERIFIED: ['ACTIVE'],
  APPLIED: ['PENDING', 'REJECT'],
  PENDING: ['ACTIVE', 'REJECT'],
  ACTIVE: ['PAUSED'],
  PAUSED: ['ACTIVE'],
  REJECT: ['PENDING'],
};

type ColorValue = { cleared: boolean; toHexString(): string };

/** Name, description, pictures, theme and, when editing, the status the kitchen may move to. */
export function KitchenFields({ status }: { status?: KitchenStatus }) {
  const intl = useIntl();
  const { token } = useShellSession();
  const name = intl.formatMessage(common.name);
  return (
    <>
      <Form.Item
        label={name}
        name="name"
        rules={[{ required: true, whitespace: true, message: intl.formatMessage(common.required, { field: name }) }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(common.description)} name="description">
        <Input.TextArea maxLength={2000} rows={3} />
      </Form.Item>
      {status && (
        <Form.Item label={intl.formatMessage(common.status)} name="status">
          <Select<KitchenStatus>
            options={[status, ...NEXT_STATUSES[status]].map((value) => ({ value, label: intl.formatMessage(statusMessages[value]) }))}
          />
        </Form.Item>
      )}
      <Form.Item label={intl.formatMessage(kitchenFieldMessages.coverPic)} name="coverPic">
        <ImageUpload token={token} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(kitchenFieldMessages.logo)} name="logo">
        <ImageUpload token={token} />
      </Form.Item>
      <Form.Item
        label={intl.formatMessage(kitchenFieldMessages.theme)}
        name="theme"
        // The service takes #rrggbb: any transparency chosen is dropped.
        getValueFromEvent={(color: ColorValue) => (color.cleared ? null : color.toHexString().slice(0, 7))}
      >
        <ColorPicker allowClear format="hex" showText />
      </Form.Item>
      <Form.Item label={intl.formatMessage(kitchenFieldMessages.isDark)} name="isDark" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
