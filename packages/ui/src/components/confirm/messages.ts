import { defineMessages } from 'react-intl';

export const confirmMessages = defineMessages({
  content: { id: 'ui.confirm.content', defaultMessage: "Are you sure? You can't undo this action afterwards." },
  ok: { id: 'ui.confirm.ok', defaultMessage: 'Yes' },
  cancel: { id: 'ui.confirm.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'ui.confirm.delete', defaultMessage: 'Delete' },
});

/** The deletion titles of SPEC.md §8. */
export const deleteTitles = defineMessages({
  category: { id: 'ui.confirm.deleteCategory', defaultMessage: 'Delete Category?' },
  dish: { id: 'ui.confirm.deleteDish', defaultMessage: 'Delete Dish?' },
  recipe: { id: 'ui.confirm.deleteRecipe', defaultMessage: 'Delete Recipe?' },
  account: { id: 'ui.confirm.deleteAccount', defaultMessage: 'Delete Account?' },
  subCategory: { id: 'ui.confirm.deleteSubCategory', defaultMessage: 'Delete Sub Category?' },
  ingredient: { id: 'ui.confirm.deleteIngredient', defaultMessage: 'Delete Ingredient?' },
  allergen: { id: 'ui.confirm.deleteAllergen', defaultMessage: 'Delete Allergen?' },
  kitchen: { id: 'ui.confirm.deleteKitchen', defaultMessage: 'Delete Kitchen?' },
  plan: { id: 'ui.confirm.deletePlan', defaultMessage: 'Delete Plan?' },
  cook: { id: 'ui.confirm.deleteCook', defaultMessage: 'Delete Cook?' },
  kitchenAdmin: { id: 'ui.confirm.deleteKitchenAdmin', defaultMessage: 'Delete Kitchen Admin?' },
});

export type Deletable = keyof typeof deleteTitles;

/** What a deletion does besides removing the record, where it does more (the dialog says it before, not a toast after). */
export const deleteConsequences = defineMessages({
  category: {
    id: 'ui.confirm.deleteCategoryContent',
    defaultMessage: "Its dishes move to 'ALL'. You can't undo this action afterwards.",
  },
});
