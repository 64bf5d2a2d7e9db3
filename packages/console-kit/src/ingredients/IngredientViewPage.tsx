import { Button, StatusTag } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { catalogMessages } from '../category/messages';
import { useOwners } from '../category/owners';
import { common } from '../common/messages';
import { RecordView, type ViewItem } from '../common/RecordView';
import { useRecord } from '../common/useRecord';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { AllergenTags, STATEMENT_COLOURS } from './AllergenTags';
import { ConversionsText } from './ConversionsText';
import { conversionsPath, hasKitchenConversions } from './kitchenConversions';
import { conversionMessages as c, m, nutritionMessages as n, statementMessages as s } from './messages';
import { NutritionTable } from './NutritionTable';
import { INGREDIENT, type IngredientRecord } from './queries';
import { priceMessages } from '../prices/messages';
import { pricesPath } from '../prices/paths';
import { unchecked } from './statements';
import { useActiveAllergens } from './useActiveAllergens';

/**
 * One ingredient: what it says about each allergen (the unchecked ones too), its conversions, its
 * nutrition per 100 g (as an EU label, or 'Not stated') and where it is used; in a kitchen's
 * console, a way to its prices.
 */
export function IngredientViewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const paths = useEntityPaths('ingredients');
  const platform = usePlatformScope();
  const { id = '' } = useParams();
  const { ownerName } = useOwners();
  const offered = useActiveAllergens();
  const { data, loading, error } = useRecord(INGREDIENT, id);
  const ingredient = data?.getIngredientsById;
  const conversions = ingredient && !ingredient.canEdit && hasKitchenConversions(platform, ingredient);
  const items = (i: IngredientRecord): ViewItem[] => [
    { label: intl.formatMessage(common.name), value: i.name },
    { label: intl.formatMessage(m.type), value: i.type },
    { label: intl.formatMessage(s.CONTAINS), value: <AllergenTags allergens={i.allergens} /> },
    {
      label: intl.formatMessage(s.MAY_CONTAIN),
      value: <AllergenTags allergens={i.mayContainAllergens} color={STATEMENT_COLOURS.MAY_CONTAIN} />,
    },
    { label: intl.formatMessage(s.FREE), value: <AllergenTags allergens={i.freeFromAllergens} color={STATEMENT_COLOURS.FREE} /> },
    { label: intl.formatMessage(s.UNKNOWN), value: <AllergenTags allergens={unchecked(i, offered)} color="default" /> },
    { label: intl.formatMessage(c.conversions), value: <ConversionsText ingredient={i} /> },
    ...(hasKitchenConversions(platform, i)
      ? [
          {
            label: intl.formatMessage(c.kitchenConversions),
            value: i.kitchenConversions ? (
              <ConversionsText ingredient={{ ...i.kitchenConversions, kitchenConversions: null }} />
            ) : (
              intl.formatMessage(c.noKitchenConversions)
            ),
          },
        ]
      : []),
    { label: intl.formatMessage(n.section), value: <NutritionTable nutrition={i.nutrition} /> },
    { label: intl.formatMessage(common.status), value: <StatusTag status={i.status} /> },
    { label: intl.formatMessage(catalogMessages.owner), value: ownerName(i.kitchenId) },
    { label: intl.formatMessage(m.recipeCount), value: i.recipeCount },
  ];
  return (
    <RecordView
      title={ingredient?.name ?? intl.formatMessage(m.view)}
      loading={loading}
      error={error}
      back={paths.list}
      editPath={ingredient?.canEdit ? paths.edit(id) : undefined}
      actions={
        <>
          {conversions && (
            <Button variant="primary" onClick={() => void navigate(conversionsPath(paths, id))}>
              {intl.formatMessage(c.kitchenConversions)}
            </Button>
          )}
          {!platform && <Button onClick={() => void navigate(pricesPath(paths, id))}>{intl.formatMessage(priceMessages.prices)}</Button>}
        </>
      }
      items={ingredient ? items(ingredient) : null}
    />
  );
}
