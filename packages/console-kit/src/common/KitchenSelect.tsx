import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { ACTIVE_KITCHENS } from './kitchens';

type Props = {
  value?: string | null;
  onChange?: (kitchenId: string | null) => void;
  /** Names the control for screen readers (and tests) where no form label does. */
  ariaLabel?: string;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
};

/** One of the active kitchens (getActiveKitchen), found by typing part of its name; a Form.Item control or a list filter. */
export function KitchenSelect({ value, onChange, ariaLabel, id, placeholder, allowClear, style }: Props) {
  const { data, loading } = useQuery(ACTIVE_KITCHENS);
  return (
    <Select<string>
      id={id}
      aria-label={ariaLabel}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
      allowClear={allowClear}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 220, ...style }}
      options={(data?.getActiveKitchen ?? []).map((kitchen) => ({ value: kitchen.id, label: kitchen.name }))}
    />
  );
}
