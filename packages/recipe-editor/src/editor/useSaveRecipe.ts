import { useMutation } from '@apollo/client/react';
import { useSubmissionKey } from '@brigade/ui';
import { CREATE_RECIPE_MENU, UPDATE_RECIPE_MENU } from '../recipes/mutations';
import type { CreateRecipeMenuInput, RecipeMenuType, UpdateRecipeMenuInput } from '../__generated__/graphql';
import type { RecipeMenu } from '../recipes/fragments/recipe-menu';
import { changedFields, toFieldsInput, type RecipeValues } from './values';

type Target = {
  type: RecipeMenuType;
  /** The recipe being edited; null: a new one. */
  recipe: RecipeMenu | null;
  /** What the form started from, so an update sends only what changed. */
  initial: RecipeValues;
  /** A new recipe's kitchen; undefined: the caller's own (a kitchen admin's). */
  kitchenId: string | undefined;
  /** The form shows a dish's price and VAT rate: they are sent too (an update only when changed). */
  priced: boolean;
};

/**
 * CreateRecipeMenu for a new recipe, UpdateRecipeMenu with the changed fields for an existing one;
 * the change note (if any) rides along. A note alone changes nothing, so it saves nothing.
 */
export function useSaveRecipe({ type, recipe, initial, kitchenId, priced }: Target) {
  const [create] = useMutation(CREATE_RECIPE_MENU);
  const submit = useSubmissionKey();
  const [update] = useMutation(UPDATE_RECIPE_MENU);
  return async (values: RecipeValues): Promise<RecipeMenu> => {
    const fields = toFieldsInput(values, priced);
    const note = values.changeNote?.trim();
    const changeNote = note ? { changeNote: note } : {};
    if (!recipe) {
      const input: CreateRecipeMenuInput = { ...fields, type, ...(kitchenId ? { kitchenId } : {}), ...changeNote };
      const { data } = await submit(input, (context) => create({ variables: { input }, context }));
      if (!data) throw new Error('CreateRecipeMenu answered without data');
      return data.CreateRecipeMenu;
    }
    const changed: UpdateRecipeMenuInput = changedFields(toFieldsInput(initial, priced), fields);
    if (Object.keys(changed).length === 0) return recipe;
    const input: UpdateRecipeMenuInput = { ...changed, ...changeNote };
    const { data } = await update({ variables: { id: recipe.id, input } });
    if (!data) throw new Error('UpdateRecipeMenu answered without data');
    return data.UpdateRecipeMenu;
  };
}
