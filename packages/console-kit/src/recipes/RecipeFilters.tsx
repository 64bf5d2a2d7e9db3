import { useQuery } from '@apollo/client/react';
import { ACTIVE_ALLERGENS, ACTIVE_SUB_CATEGORIES, type Named } from '@brigade/recipe-editor';
import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { useUrlParam } from '../common/useUrlParam';
import { usePlatformScope } from '../session/ConsoleContext';
import { KitchenFilter } from './KitchenFilter';
import { recipeListMessages } from './messages';
import { FILTER_CATEGORIES } from './queries';

/**
 * Fixed, so a long name or several allergens chosen never push the toolbar onto a second row at
 * 1366 px (ListToolbar); the open list is as wide as its names.
 */
const FILTER_WIDTH = 140;

/** The list's filters beside status and search, each kept in the address; `filters` is their part of RecipeMenuFilters. */
export function useRecipeFilters() {
  const [kitchenId, setKitchenId] = useUrlParam('kitchen');
  const [categoryId, setCategoryId] = useUrlParam('category');
  const [subCategoryId, setSubCategoryId] = useUrlParam('subcategory');
  const [free, setFree] = useUrlParam('free');
  const freeOf = free ? free.split(',') : [];
  return {
    values: { kitchenId, categoryId, subCategoryId, freeOf },
    set: {
      kitchenId: setKitchenId,
      // A sub-category belongs to one category: a new category drops it.
      categoryId: (id: string) => {
        setSubCategoryId(null);
        setCategoryId(id);
      },
      subCategoryId: setSubCategoryId,
      freeOf: (ids: string[]) => setFree(ids.join(',')),
    },
    filters: {
      ...(kitchenId ? { kitchenId } : {}),
      ...(categoryId ? { categoryId } : {}),
      ...(subCategoryId ? { subCategoryId } : {}),
      ...(freeOf.length ? { freeOfAllergenIds: freeOf } : {}),
    },
  };
}

type Props = { state: ReturnType<typeof useRecipeFilters> };

/** Kitchen (super admin only), category, sub-category and 'free of' allergens. */
export function RecipeFilters({ state: { values, set } }: Props) {
  const intl = useIntl();
  const platform = usePlatformScope();
  const categories = useQuery(FILTER_CATEGORIES);
  const subCategories = useQuery(ACTIVE_SUB_CATEGORIES, {
    variables: { categoryId: values.categoryId },
    skip: !values.categoryId,
  });
  const allergens = useQuery(ACTIVE_ALLERGENS);
  const options = (rows: Named[] | undefined) => (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  return (
    <>
      {platform && <KitchenFilter value={values.kitchenId} onChange={set.kitchenId} />}
      <Select
        aria-label={intl.formatMessage(recipeListMessages.category)}
        value={values.categoryId}
        onChange={set.categoryId}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: FILTER_WIDTH }}
        popupMatchSelectWidth={false}
        options={[
          { value: '', label: intl.formatMessage(recipeListMessages.allCategories) },
          ...options(categories.data?.getActiveCategory),
        ]}
      />
      {values.categoryId && (
        <Select
          aria-label={intl.formatMessage(recipeListMessages.subCategory)}
          value={values.subCategoryId}
          onChange={set.subCategoryId}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: FILTER_WIDTH }}
          popupMatchSelectWidth={false}
          options={[
            { value: '', label: intl.formatMessage(recipeListMessages.allSubCategories) },
            ...options(subCategories.data?.getActiveSubCategory),
          ]}
        />
      )}
      <Select
        mode="multiple"
        aria-label={intl.formatMessage(recipeListMessages.freeOf)}
        placeholder={intl.formatMessage(recipeListMessages.freeOf)}
        value={values.freeOf}
        onChange={set.freeOf}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: FILTER_WIDTH + 20 }}
        maxTagCount="responsive"
        popupMatchSelectWidth={false}
        options={options(allergens.data?.getActiveAllergens)}
      />
    </>
  );
}
