import { useQuery } from '@apollo/client/react';
import { ACTIVE_KITCHENS } from '@brigade/recipe-editor';
import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { recipeListMessages } from './messages';

type Props = { value: string; onChange: (kitchenId: string | undefined) => void };

/** Narrows the list to one kitchen; cleared ('') is every kitchen. Shares the editor's kitchen query (one cache entry). */
export function KitchenFilter({ value, onChange }: Props) {
  const intl = useIntl();
  const { data, loading } = useQuery(ACTIVE_KITCHENS);
  return (
    <Select<string>
      aria-label={intl.formatMessage(recipeListMessages.kitchen)}
      placeholder={intl.formatMessage(recipeListMessages.allKitchens)}
      value={value || undefined}
      onChange={onChange}
      allowClear
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 200 }}
      options={(data?.getActiveKitchen ?? []).map((kitchen) => ({ value: kitchen.id, label: kitchen.name }))}
    />
  );
}
