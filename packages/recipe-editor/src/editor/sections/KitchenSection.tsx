import { useQuery } from '@apollo/client/react';
import { Form, Select } from 'antd';
import { useIntl } from 'react-intl';
import { ACTIVE_KITCHENS } from '../queries';
import { editorMessages } from '../messages';

/** A new recipe's kitchen, chosen before anything else: the other pickers offer that kitchen's entries. */
export function KitchenSection() {
  const intl = useIntl();
  const { data, loading } = useQuery(ACTIVE_KITCHENS);
  return (
    <Form.Item
      label={intl.formatMessage(editorMessages.kitchen)}
      name="kitchenId"
      extra={intl.formatMessage(editorMessages.chooseKitchen)}
      rules={[{ required: true, message: intl.formatMessage(editorMessages.kitchenRequired) }]}
    >
      <Select
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        options={(data?.getActiveKitchen ?? []).map((kitchen) => ({ value: kitchen.id, label: kitchen.name }))}
      />
    </Form.Item>
  );
}
