import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { m } from './messages';
import { FILTER_CATEGORIES } from './queries';

type Props = { value: string; onChange: (categoryId: string) => void };

/** Narrows the list to one category; '' is all of them. */
export function CategoryFilter({ value, onChange }: Props) {
  const intl = useIntl();
  const { data } = useQuery<{ getActiveCategory: { id: string; name: string }[] }>(FILTER_CATEGORIES);
  return (
    <Select
      aria-label={intl.formatMessage(m.category)}
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180 }}
      options={[
        { value: '', label: intl.formatMessage(m.allCategories) },
        ...(data?.getActiveCategory ?? []).map((category) => ({ value: category.id, label: category.name })),
      ]}
    />
  );
}
