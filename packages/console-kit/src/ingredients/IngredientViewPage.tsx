import { Button, StatusTag } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { catalogMessages } from '../category/messages';
import { useOwners } from '../category/Owners';
import { common } from '../common/messages';
import { RecordView, type ViewItem } from '../common/RecordView';
import { useRecord } from '../common/useRecord';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { AllergenTags, STATEMENT_COLOURS } from './AllergenTags';
import { ConversionsText } from './ConversionsText';
import { conversionsPath, hasKitchenConversions } from './kitchenConversions';
import { conversionMessages, ingredientMessages, nutritionMessages, statementMessages } from './messages';
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
    { label: intl.formatMessage(ingredientMessages.type), value: i.type },
    { label: intl.formatMessage(statementMessages.CONTAINS), value: <AllergenTags allergens={i.allergens} /> },
    {
      label: intl.formatMessage(statementMessages.MAY_CONTAIN),
      value: <AllergenTags allergens={i.mayContainAllergens} color={STATEMENT_COLOURS.MAY_CONTAIN} />,
    },
    {
      label: intl.formatMessage(statementMessages.FREE),
      value: <AllergenTags allergens={i.freeFromAllergens} color={STATEMENT_COLOURS.FREE} />,
    },
    { label: intl.formatMessage(statementMessages.UNKNOWN), value: <AllergenTags allergens={unchecked(i, offered)} color="default" /> },
    { label: intl.formatMessage(conversionMessages.conversions), value: <ConversionsText ingredient={i} /> },
    ...(hasKitchenConversions(platform, i)
      ? [
          {
            label: intl.formatMessage(conversionMessages.kitchenConversions),
            value: i.kitchenConversions ? (
              <ConversionsText ingredient={{ ...i.kitchenConversions, kitchenConversions: null }} />
            ) : (
              intl.formatMessage(conversionMessages.noKitchenConversions)
            ),
          },
        ]
      : []),
    { label: intl.formatMessage(nutritionMessages.section), value: <NutritionTable nutrition={i.nutrition} /> },
    { label: intl.formatMessage(common.status), value: <StatusTag status={i.status} /> },
    { label: intl.formatMessage(catalogMessages.owner), value: ownerName(i.kitchenId) },
    { label: intl.formatMessage(ingredientMessages.recipeCount), value: i.recipeCount },
  ];
  return (
    <RecordView
      title={ingredient?.name ?? intl.formatMessage(ingredientMessages.view)}
      loading={loading}
      error={error}
      back={paths.list}
      editPath={ingredient?.canEdit ? paths.edit(id) : undefined}
      actions={
        <>
          {conversions && (
            <Button variant="primary" onClick={() => void navigate(conversionsPath(paths, id))}>
              {intl.formatMessage(conversionMessages.kitchenConversions)}
            </Button>
          )}
          {!platform && <Button onClick={() => void navigate(pricesPath(paths, id))}>{intl.formatMessage(priceMessages.prices)}</Button>}
        </>
      }
      items={ingredient ? items(ingredient) : null}
    />
  );
}
