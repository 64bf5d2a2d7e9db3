import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { ACTIVE_KITCHENS } from './queries';

type Props = {
  id?: string;
  value?: string;
  onChange?: (kitchenId: string | undefined) => void;
  placeholder?: string;
  'aria-label'?: string;
  allowClear?: boolean;
};

/** One of the active kitchens (getActiveKitchen), searchable by name; a Form.Item control or a list filter. */
export function KitchenSelect({ onChange, ...props }: Props) {
  const { data, loading } = useQuery<{ getActiveKitchen: { id: string; name: string }[] }>(ACTIVE_KITCHENS);
  return (
    <Select<string | undefined>
      {...props}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(kitchenId) => onChange?.(kitchenId ?? undefined)}
      options={(data?.getActiveKitchen ?? []).map((k) => ({ value: k.id, label: k.name }))}
      style={{ minWidth: 200 }}
    />
  );
}
