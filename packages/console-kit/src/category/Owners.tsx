import { ACTIVE_KITCHENS, type KitchenOption } from '../common/kitchens';
import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { catalogMessages } from './messages';

export type KitchenChoice = KitchenOption;
export { ACTIVE_KITCHENS };

/** The list filter's value for the platform's own entries ('' is every owner, anything else a kitchen id). */
export const PLATFORM = 'platform';

/** The catalog's owner filters (CategoryFilters, SubCategoryFilters, IngredientFilters) for the filter's value. */
export function ownerFilters(owner: string): { platformOnly?: true; kitchenId?: string } {
  if (owner === PLATFORM) return { platformOnly: true };
  return owner ? { kitchenId: owner } : {};
}

/** The kitchens a catalog entry can belong to, and how to name an entry's owner. */
export function useOwners() {
  const intl = useIntl();
  const { data } = useQuery(ACTIVE_KITCHENS);
  // One array until the query answers, so ownerName is not a new function on every render.
  const kitchens = useMemo(() => data?.getActiveKitchen ?? [], [data]);
  const ownerName = useCallback(
    (kitchenId: string | null) =>
      kitchenId
        ? (kitchens.find((kitchen) => kitchen.id === kitchenId)?.name ?? intl.formatMessage(catalogMessages.inactiveKitchen))
        : intl.formatMessage(catalogMessages.platform),
    [kitchens, intl],
  );
  return { kitchens, ownerName };
}

type FilterProps = { value: string; onChange: (owner: string) => void; kitchens: KitchenChoice[] };

/** A list's owner filter: every owner, the platform's entries, or one kitchen's. */
export function OwnerFilter({ value, onChange, kitchens }: FilterProps) {
  const intl = useIntl();
  return (
    <Select<string>
      aria-label={intl.formatMessage(catalogMessages.owner)}
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180 }}
      options={[
        { value: '', label: intl.formatMessage(catalogMessages.allOwners) },
        { value: PLATFORM, label: intl.formatMessage(catalogMessages.platform) },
        ...kitchens.map((kitchen) => ({ value: kitchen.id, label: kitchen.name })),
      ]}
    />
  );
}

type SelectProps = { value?: string; onChange?: (kitchenId: string) => void; kitchens: KitchenChoice[]; id?: string };

/** A form's owner choice ('' is the platform), as an antd Form.Item control. */
export function OwnerSelect({ value = '', onChange, kitchens, id }: SelectProps) {
  const intl = useIntl();
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'label' }}
      options={[
        { value: '', label: intl.formatMessage(catalogMessages.platform) },
        ...kitchens.map((kitchen) => ({ value: kitchen.id, label: kitchen.name })),
      ]}
    />
  );
}
