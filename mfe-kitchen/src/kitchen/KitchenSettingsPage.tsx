import { useMutation, useQuery } from '@apollo/client/react';
import { AddressFields, KITCHEN_DETAIL_FIELDS, KitchenFields, kitchenDetails, SettingsForm, useShellSession } from '@brigade/console-kit';
import { Spinner } from '@brigade/ui';
import { Alert, Card, Divider, Form, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADMIN_BASE } from '../common/paths';
import { kitchenSettingsMessages } from './messages';
import { ReviewChangesSetting } from './ReviewChangesSetting';
import { KITCHEN_SETTINGS, UPDATE_KITCHEN_SETTINGS, type KitchenSettings } from './queries';

type Values = Omit<KitchenSettings, 'id'>;

/** The kitchen admin's own kitchen: name, description, pictures, address, theme colour and dark mode. */
export function KitchenSettingsPage() {
  const intl = useIntl();
  const { user } = useShellSession();
  const id = user?.kitchenId ?? '';
  const [form] = Form.useForm<Values>();
  const { data, loading, error } = useQuery(KITCHEN_SETTINGS, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const [update] = useMutation(UPDATE_KITCHEN_SETTINGS);
  const kitchen = data?.getKitchenById;
  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(kitchenSettingsMessages.title)}</Typography.Title>
      {loading && <Spinner />}
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      {kitchen && (
        <SettingsForm<Values>
          form={form}
          fields={KITCHEN_DETAIL_FIELDS}
          initialValues={kitchen}
          saved={kitchenSettingsMessages.saved}
          save={(values) => update({ variables: { id, input: kitchenDetails(values) } })}
        >
          <KitchenFields />
          <Divider />
          <AddressFields />
        </SettingsForm>
      )}
      <Divider />
      <ReviewChangesSetting />
      <Divider />
      <Link to={`${ADMIN_BASE}/category`}>{intl.formatMessage(kitchenSettingsMessages.categories)}</Link>
    </Card>
  );
}
