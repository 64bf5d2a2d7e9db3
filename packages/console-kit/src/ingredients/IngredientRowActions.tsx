import { Button, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { RowActions } from '../common/RowActions';
import type { EntityPaths } from '../common/paths';
import { usePlatformScope } from '../session/ConsoleContext';
import { priceMessages } from '../prices/messages';
import { pricesPath } from '../prices/paths';
import { conversionsPath, hasKitchenConversions } from './kitchenConversions';
import { conversionMessages } from './messages';
import type { Ingredient } from './queries';

type Props = { row: Ingredient; paths: EntityPaths; onDelete: (id: string) => Promise<unknown> };

/**
 * A row's actions: View; Edit and Delete when the caller may change it (`canEdit`); on a platform
 * ingredient in a kitchen's console, 'Our kitchen's conversions' instead; in a kitchen's console,
 * 'Prices' on every row (a kitchen prices the platform's ingredients as well as its own).
 */
export function IngredientRowActions({ row, paths, onDelete }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const platform = usePlatformScope();
  const label = intl.formatMessage(conversionMessages.kitchenConversions);
  const prices = intl.formatMessage(priceMessages.prices);
  return (
    <Flex gap={4} wrap align="center">
      <RowActions
        name={row.name}
        viewPath={paths.view(row.id)}
        editPath={row.canEdit ? paths.edit(row.id) : undefined}
        deletes={row.canEdit ? 'ingredient' : undefined}
        onDelete={() => onDelete(row.id)}
      />
      {!row.canEdit && hasKitchenConversions(platform, row) && (
        <Button type="link" size="small" aria-label={`${label} ${row.name}`} onClick={() => void navigate(conversionsPath(paths, row.id))}>
          {label}
        </Button>
      )}
      {!platform && (
        <Button type="link" size="small" aria-label={`${prices} ${row.name}`} onClick={() => void navigate(pricesPath(paths, row.id))}>
          {prices}
        </Button>
      )}
    </Flex>
  );
}
