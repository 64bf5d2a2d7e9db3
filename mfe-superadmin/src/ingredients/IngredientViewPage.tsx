import { consoleMessages as common, RecordView, useRecord, catalogMessages, useOwners } from '@brigade/console-kit';
import { StatusTag } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { AllergenTags } from './AllergenTags';
import { m } from './messages';
import { paths } from './paths';
import { INGREDIENT, type Ingredient } from './queries';

export function IngredientViewPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { ownerName } = useOwners();
  const { data, loading, error } = useRecord<{ getIngredientsById: Ingredient | null }>(INGREDIENT, id);
  const ingredient = data?.getIngredientsById;
  return (
    <RecordView
      title={ingredient?.name ?? intl.formatMessage(m.view)}
      loading={loading}
      error={error}
      back={paths.list}
      editPath={ingredient?.canEdit ? paths.edit(id) : undefined}
      items={
        ingredient
          ? [
              { label: intl.formatMessage(common.name), value: ingredient.name },
              { label: intl.formatMessage(m.type), value: ingredient.type },
              { label: intl.formatMessage(m.allergens), value: <AllergenTags allergens={ingredient.allergens} /> },
              { label: intl.formatMessage(common.status), value: <StatusTag status={ingredient.status} /> },
              { label: intl.formatMessage(catalogMessages.owner), value: ownerName(ingredient.kitchenId) },
              { label: intl.formatMessage(m.recipeCount), value: ingredient.recipeCount },
            ]
          : null
      }
    />
  );
}
