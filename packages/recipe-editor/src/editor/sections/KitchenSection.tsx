import { useQuery } from '@apollo/client/react';
import { Form, Select } from 'antd';
import { useIntl } from 'react-intl';
import { ACTIVE_KITCHENS } from '../../graphql/choices';
import { m } from '../../messages';

/** A new recipe's kitchen, chosen before anything else: the other pickers offer that kitchen's entries. */
export function KitchenSection() {
  const intl = useIntl();
  const { data, loading } = useQuery(ACTIVE_KITCHENS);
  return (
    <Form.Item
      label={intl.formatMessage(m.kitchen)}
      name="kitchenId"
      extra={intl.formatMessage(m.chooseKitchen)}
      rules={[{ required: true, message: intl.formatMessage(m.kitchenRequired) }]}
    >
      <Select
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        options={(data?.getActiveKitchen ?? []).map((kitchen) => ({ value: kitchen.id, label: kitchen.name }))}
      />
    </Form.Item>
  );
}
