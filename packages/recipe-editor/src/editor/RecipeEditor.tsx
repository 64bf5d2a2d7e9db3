import { useQuery } from '@apollo/client/react';
import { Spinner } from '@brigade/ui';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { GapLinks } from '../costing/gaps';
import { DISH_PRICE } from '../costing/queries';
import { RECIPE_MENU_WITH_DRAFT } from '../releases/queries';
import type { RecipeMenu } from '../recipes/fragments/recipe-menu';
import type { RecipeMenuType } from '../__generated__/graphql';
import { editorMessages } from './messages';
import { RELEASE_SETTINGS } from './release-settings';
import { RecipeForm } from './RecipeForm';
import type { ReleaseState } from './release-mode';
import { usePrefetchChoices } from './useChoices';

export type RecipeEditorProps = {
  /** RECIPE or MENU (a dish): what a new one becomes; an edited one keeps its type. */
  type: RecipeMenuType;
  /** The recipe to edit; none: a new one. */
  id?: string;
  /**
   * The caller's kitchen (a kitchen admin's own): a new recipe's, whose categories, ingredients and cooks the form
   * offers; for an edited one, its look-ups and the kitchen's review setting are asked for alongside the recipe
   * instead of after it. None: the caller's own (a new recipe) or the recipe's (an edited one, read first).
   */
  kitchenId?: string;
  /** A new recipe's kitchen is picked first, from the active kitchens (a super admin's console). */
  chooseKitchen?: boolean;
  /** The session token, for uploading pictures and the video. */
  token: string | null;
  /** Called once saved and the form is clean: where to go next is the console's call. */
  onSaved: (recipe: RecipeMenu) => void;
  onCancel: () => void;
  /**
   * Kitchen admins and super admins: a dish's selling price and VAT rate, and the live cost and
   * nutrition panel (previewCosting). Off (the default): neither is shown nor asked for.
   */
  showCosts?: boolean;
  /** Where the live panel's gaps outside this recipe are fixed (an ingredient's prices, a sub-recipe). */
  gapLinks?: GapLinks;
};

/** The recipe and dish editor both consoles use: a new one without `id`, the stored one with it. */
export function RecipeEditor({ id, ...props }: RecipeEditorProps) {
  const intl = useIntl();
  // A waiting draft is what gets edited (the service stacks the save on it); it shares the recipe's ids, so no cache.
  const { data, loading, error } = useQuery(RECIPE_MENU_WITH_DRAFT, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'no-cache',
  });
  const stored = data?.getRecipeMenuById;
  const draft = stored?.draft?.recipe;
  const recipe: RecipeMenu | null | undefined = draft ?? stored;
  // What the form reads next starts now, not once the recipe is in: the pickers' lists of the kitchen when the
  // console names it (a kitchen admin), those of no kitchen (units, allergens) always.
  const early = id && !props.chooseKitchen ? props.kitchenId : undefined;
  usePrefetchChoices(early, !id);
  // With review on, a save of a stored recipe is a draft: the form says so before. A kitchen admin's own kitchen
  // is read at once (null: the caller's); a super admin names it, so once the recipe says which.
  const settingsKitchen = props.chooseKitchen ? stored?.kitchenId : (props.kitchenId ?? null);
  const settings = useQuery(RELEASE_SETTINGS, {
    variables: { kitchenId: settingsKitchen ?? null },
    skip: !id || settingsKitchen === undefined,
    fetchPolicy: 'network-only',
  });
  // A dish's price is read apart (admins only), alongside the recipe when the console says it is a dish.
  const dish = (recipe?.type ?? props.type) === 'MENU';
  const price = useQuery(DISH_PRICE, {
    variables: { id: id ?? '' },
    skip: !id || !props.showCosts || !dish || !!draft,
    fetchPolicy: 'network-only',
  });
  if (!id) return <RecipeForm {...props} recipe={null} />;
  if (loading || price.loading) return <Spinner />;
  const failed = error ?? price.error;
  if (failed) return <Alert type="error" showIcon role="alert" title={failed.message} />;
  if (!recipe || !stored) return <Alert type="warning" showIcon title={intl.formatMessage(editorMessages.notFound)} />;
  // Loaded as a dish while the console said recipe: the price query starts now.
  if (props.showCosts && recipe.type === 'MENU' && !draft && !price.data) return <Spinner />;
  const dishPrice = draft ? { sellingPrice: draft.sellingPrice ?? null, vatRate: draft.vatRate ?? null } : price.data?.getRecipeMenuById;
  // Not known (still asking, or refused): the form says nothing about drafts but a waiting one.
  const release: ReleaseState = {
    review: settings.data?.getReleaseSettings.reviewChanges ?? null,
    released: stored.releasedVersionNumber,
    draft: stored.draft?.version ?? null,
  };
  return <RecipeForm key={recipe.id} {...props} recipe={recipe} price={dishPrice ?? null} release={release} prefetchedKitchen={early} />;
}
