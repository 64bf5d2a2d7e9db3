import { StatusTag } from '@brigade/ui';
import { Descriptions, Flex, Image, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { GapLinks } from '../costing/gaps';
import { Section } from './Section';
import { cookName } from '../editor/useChoices';
import type { Named, RecipeMenu, RecipeRef } from './fragments/recipe-menu';
import { recipeMessages } from './messages';
import { AllergenProfileView } from '../allergens/AllergenProfileView';
import { CostingSections } from '../costing/CostingSections';
import { IngredientLines } from './IngredientLines';
import { StepList } from './StepList';

export type DetailItem = { label: ReactNode; value: ReactNode };

type Props = {
  recipe: RecipeMenu;
  /** Facts the console knows and the recipe does not carry (the kitchen's name), shown with the basics. */
  extra?: DetailItem[];
  /** Where the console shows a recipe or dish: sub-recipe lines and 'Used in' link there (none: named only). */
  recipePath?: (recipe: RecipeRef) => string;
  /**
   * Cost, dish figures and nutrition, in their own query: for kitchen admins and super admins only
   * (a cook asking for them is FORBIDDEN). Off: nothing of costing is asked for or shown.
   */
  showCosts?: boolean;
  /** Where each costing gap is fixed in this console (with `showCosts`); none: gaps are named without links. */
  gapLinks?: GapLinks;
};

/** Every section of a recipe or dish, read-only, in the editor's order. */
export function RecipeDetails({ recipe, extra = [], recipePath, showCosts = false, gapLinks }: Props) {
  const intl = useIntl();
  const none = <Typography.Text type="secondary">{intl.formatMessage(recipeMessages.none)}</Typography.Text>;
  const tags = (entries: Named[]) => (entries.length ? entries.map((entry) => <Tag key={entry.id}>{entry.name}</Tag>) : none);
  const describe = (items: DetailItem[]) => (
    <Descriptions
      column={1}
      bordered
      items={items.map((item, index) => ({ key: index, label: item.label, children: item.value ?? none }))}
    />
  );
  const yieldText =
    recipe.yieldValue === null
      ? null
      : [intl.formatNumber(recipe.yieldValue), recipe.yieldUnit?.name ?? recipe.yieldUnitOfMeasure].filter(Boolean).join(' ');
  const usedIn = recipe.usedIn.length ? (
    <Flex gap={4} wrap>
      {recipe.usedIn.map((user) => (
        <Tag key={user.id}>{recipePath ? <Link to={recipePath(user)}>{user.title}</Link> : user.title}</Tag>
      ))}
    </Flex>
  ) : null;
  return (
    <>
      <Section title={intl.formatMessage(recipeMessages.basics)}>
        {describe([
          {
            label: intl.formatMessage(recipeMessages.coverPic),
            value: recipe.coverPic && <Image src={recipe.coverPic} width={240} alt={recipe.title} style={{ borderRadius: 8 }} />,
          },
          { label: intl.formatMessage(recipeMessages.title), value: recipe.title },
          { label: intl.formatMessage(recipeMessages.description), value: recipe.description },
          ...extra,
          { label: intl.formatMessage(recipeMessages.category), value: recipe.category?.name },
          { label: intl.formatMessage(recipeMessages.subCategory), value: recipe.subCategory?.name },
          { label: intl.formatMessage(recipeMessages.status), value: <StatusTag status={recipe.status} /> },
          { label: intl.formatMessage(recipeMessages.usedIn), value: usedIn },
        ])}
      </Section>
      <Section title={intl.formatMessage(recipeMessages.ingredients)}>
        {recipe.ingredients.length ? <IngredientLines lines={recipe.ingredients} recipePath={recipePath} /> : none}
      </Section>
      <Section title={intl.formatMessage(recipeMessages.steps)}>{recipe.steps.length ? <StepList steps={recipe.steps} /> : none}</Section>
      <Section title={intl.formatMessage(recipeMessages.notes)}>
        {recipe.notes ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{recipe.notes}</Typography.Paragraph> : none}
      </Section>
      <Section title={intl.formatMessage(recipeMessages.allergy)}>
        {describe([
          { label: intl.formatMessage(recipeMessages.allergens), value: tags(recipe.allergens) },
          { label: intl.formatMessage(recipeMessages.profile), value: <AllergenProfileView profile={recipe.allergenProfile} /> },
        ])}
      </Section>
      <Section title={intl.formatMessage(recipeMessages.utensils)}>
        <Flex gap={4} wrap>
          {recipe.utensils.length ? recipe.utensils.map((utensil) => <Tag key={utensil}>{utensil}</Tag>) : none}
        </Flex>
      </Section>
      <Section title={intl.formatMessage(recipeMessages.yield)}>{yieldText ?? none}</Section>
      {showCosts && <CostingSections recipe={recipe} gapLinks={gapLinks} />}
      <Section title={intl.formatMessage(recipeMessages.restrictions)}>
        {describe([
          {
            label: intl.formatMessage(recipeMessages.isPrivate),
            value: intl.formatMessage(recipe.isPrivate ? recipeMessages.yes : recipeMessages.no),
          },
          {
            label: intl.formatMessage(recipeMessages.cooks),
            value: tags(recipe.cooks.map((cook) => ({ id: cook.id, name: cookName(cook) }))),
          },
        ])}
      </Section>
      <Section title={intl.formatMessage(recipeMessages.video)}>
        {recipe.video ? <video src={recipe.video} controls width={480} aria-label={intl.formatMessage(recipeMessages.videoField)} /> : none}
      </Section>
    </>
  );
}
