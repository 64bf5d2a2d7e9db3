import { consoleMessages as common, RecordView, useRecord } from '@brigade/console-kit';
import { LOCALE_NAMES, StatusTag } from '@brigade/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RegulatedTag } from './RegulatedTag';
import { adminAllergenMessages } from './messages';
import { paths } from './paths';
import type { AdminAllergenQuery } from '../__generated__/graphql';
import { ALLERGEN } from './queries';

export function AllergenViewPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, loading, error } = useRecord<AdminAllergenQuery>(ALLERGEN, id);
  const allergen = data?.getAllergensById;
  return (
    <RecordView
      title={allergen?.name ?? intl.formatMessage(adminAllergenMessages.view)}
      loading={loading}
      error={error}
      back={paths.list}
      editPath={paths.edit(id)}
      items={
        allergen
          ? [
              { label: intl.formatMessage(common.name), value: allergen.name },
              { label: intl.formatMessage(adminAllergenMessages.code), value: allergen.code },
              { label: intl.formatMessage(common.status), value: <StatusTag status={allergen.status} /> },
              ...(allergen.regulated ? [{ label: intl.formatMessage(adminAllergenMessages.regulated), value: <RegulatedTag /> }] : []),
              { label: intl.formatMessage(adminAllergenMessages.ingredientCount), value: allergen.usedInIngredients },
              { label: intl.formatMessage(adminAllergenMessages.recipeCount), value: allergen.usedInRecipes },
              ...(['en', 'nl', 'es', 'de', 'fr'] as const).map((lang) => ({
                label: intl.formatMessage(adminAllergenMessages.translation, { language: LOCALE_NAMES[lang] }),
                value: allergen.translations[lang],
              })),
            ]
          : null
      }
    />
  );
}
