import { Form } from 'antd';
import type { RecipeMenu } from '../recipes/fragments/recipe-menu';
import { AllergySection, NotesSection, UtensilsSection, YieldSection } from './sections/AboutSections';
import { BasicsSection } from './sections/BasicsSection';
import { IngredientsSection } from './sections/IngredientsSection';
import { PriceSection } from './sections/PriceSection';
import { RestrictionsSection } from './sections/RestrictionsSection';
import { StepsSection } from './sections/StepsSection';
import { VideoSection } from './sections/VideoSection';
import { useChoices } from './useChoices';
import type { RecipeValues } from './values';

type Props = {
  /** Whose categories, ingredients and cooks to offer; undefined: the caller's own kitchen. */
  kitchenId: string | undefined;
  recipe: RecipeMenu | null;
  token: string | null;
  /** Where an ingredient added from a line goes when the caller names the kitchen (a super admin). */
  newIngredientKitchen?: string;
  /** A dish whose price and VAT rate this form edits (kitchen admins and super admins). */
  priced?: boolean;
  /** The kitchen whose look-ups the editor asked for while the recipe loaded (`usePrefetchChoices`). */
  prefetchedKitchen?: string;
};

/**
 * The recipe's sections (SPEC.md §2): basics, ingredients, steps, notes, allergy, utensils, yield,
 * a dish's price (when `priced`), restrictions, video.
 */
export function RecipeSections({ kitchenId, recipe, token, newIngredientKitchen, priced = false, prefetchedKitchen }: Props) {
  const form = Form.useFormInstance<RecipeValues>();
  const categoryId = Form.useWatch('categoryId', form);
  const choices = useChoices(kitchenId, categoryId, recipe, prefetchedKitchen);
  return (
    <>
      <BasicsSection choices={choices} categoryChosen={Boolean(categoryId)} token={token} />
      <IngredientsSection choices={choices} newIngredientKitchen={newIngredientKitchen} />
      <StepsSection token={token} />
      <NotesSection />
      <AllergySection choices={choices} />
      <UtensilsSection />
      <YieldSection choices={choices} />
      {priced && <PriceSection />}
      <RestrictionsSection choices={choices} />
      <VideoSection token={token} />
    </>
  );
}
