import { StatusTag } from '@brigade/ui';
import { Col, Descriptions, Flex, Image, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { GapLinks } from '../costing/gaps';
import { Section } from './Section';
import { cookName } from '../editor/useChoices';
import type { RecipeMenu, RecipeRef } from './fragments/recipe-menu';
import { recipeMessages } from './messages';
import { allergenMessages } from '../allergens/messages';
import { AllergenProfileView } from '../allergens/AllergenProfileView';
import { CostingSections } from '../costing/CostingSections';
import { IngredientLines } from './IngredientLines';
import { RecipeSummary } from './RecipeSummary';
import { SectionHeading } from './SectionHeading';
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
  /** The page's header already shows category, sub-category and status as tags: the basics leave them out. */
  tagsInHeader?: boolean;
};

/**
 * A recipe or dish, read-only, laid out for the chef who opens it (README 'The view'): the summary strip
 * (allergens, yield, cost), then ingredients beside the method (stacked below 992 px), then the rest.
 * A section or row with nothing to say is left out rather than shown as 'None'.
 */
export function RecipeDetails({ recipe, extra = [], recipePath, showCosts = false, gapLinks, tagsInHeader = false }: Props) {
  const intl = useIntl();
  const text = (message: Parameters<typeof intl.formatMessage>[0]) => intl.formatMessage(message);
  const section = (title: ReactNode, children: ReactNode) => <Section title={<SectionHeading>{title}</SectionHeading>}>{children}</Section>;
  const empty = (message: Parameters<typeof intl.formatMessage>[0]) => <Typography.Text type="secondary">{text(message)}</Typography.Text>;
  const describe = (items: (DetailItem | false | null)[]) => {
    const shown = items.filter(
      (item): item is DetailItem => !!item && item.value !== null && item.value !== undefined && item.value !== '',
    );
    return (
      <Descriptions
        column={1}
        bordered
        size="small"
        items={shown.map((item, index) => ({ key: index, label: item.label, children: item.value }))}
      />
    );
  };
  const cooks = recipe.cooks.length ? (
    <Flex gap={4} wrap>
      {recipe.cooks.map((cook) => (
        <Tag key={cook.id}>{cookName(cook)}</Tag>
      ))}
    </Flex>
  ) : null;
  const usedIn = recipe.usedIn.length ? (
    <Flex gap={4} wrap>
      {recipe.usedIn.map((user) => (
        <Tag key={user.id}>{recipePath ? <Link to={recipePath(user)}>{user.title}</Link> : user.title}</Tag>
      ))}
    </Flex>
  ) : null;
  const about: (DetailItem | false)[] = [
    !!recipe.coverPic && {
      label: text(recipeMessages.coverPic),
      value: <Image src={recipe.coverPic} width={240} alt={recipe.title} style={{ borderRadius: 8 }} />,
    },
    ...extra,
    !tagsInHeader && { label: text(recipeMessages.category), value: recipe.category?.name },
    !tagsInHeader && { label: text(recipeMessages.subCategory), value: recipe.subCategory?.name },
    !tagsInHeader && { label: text(recipeMessages.status), value: <StatusTag status={recipe.status} /> },
    { label: text(recipeMessages.usedIn), value: usedIn },
  ];
  const hasAbout = about.some((item) => item && item.value !== null && item.value !== undefined && item.value !== '');
  return (
    <>
      {recipe.description && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{recipe.description}</Typography.Paragraph>}
      <RecipeSummary recipe={recipe} showCosts={showCosts} />
      <Row gutter={16} data-testid="recipe-main">
        <Col xs={24} lg={10}>
          {section(
            text(recipeMessages.ingredients),
            recipe.ingredients.length ? (
              <IngredientLines lines={recipe.ingredients} recipePath={recipePath} />
            ) : (
              empty(recipeMessages.noLines)
            ),
          )}
        </Col>
        <Col xs={24} lg={14}>
          {section(text(recipeMessages.steps), recipe.steps.length ? <StepList steps={recipe.steps} /> : empty(recipeMessages.noSteps))}
        </Col>
      </Row>
      {recipe.notes &&
        section(text(recipeMessages.notes), <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{recipe.notes}</Typography.Paragraph>)}
      {section(
        text(recipeMessages.allergy),
        <Flex vertical gap={16}>
          {/* What the recipe contains, from its lines and the chef's picks, comes first: the chef's picks only explain part of it. */}
          <AllergenProfileView profile={recipe.allergenProfile} />
          {recipe.allergens.length > 0 && (
            <div role="group" aria-label={text(allergenMessages.handSet)}>
              <Typography.Text strong>{text(allergenMessages.handSet)}</Typography.Text>
              <Flex gap={4} wrap style={{ marginTop: 4 }}>
                {recipe.allergens.map((allergen) => (
                  <Tag key={allergen.id}>{allergen.name}</Tag>
                ))}
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {text(allergenMessages.handSetHelp)}
              </Typography.Text>
            </div>
          )}
        </Flex>,
      )}
      {recipe.utensils.length > 0 &&
        section(
          text(recipeMessages.utensils),
          <Flex gap={4} wrap>
            {recipe.utensils.map((utensil) => (
              <Tag key={utensil}>{utensil}</Tag>
            ))}
          </Flex>,
        )}
      {showCosts && <CostingSections recipe={recipe} gapLinks={gapLinks} />}
      {section(
        text(recipeMessages.restrictions),
        describe([
          { label: text(recipeMessages.isPrivate), value: text(recipe.isPrivate ? recipeMessages.yes : recipeMessages.no) },
          // A private recipe with nobody listed is seen by no cook: that 'None' says something.
          {
            label: text(recipeMessages.cooks),
            value: cooks ?? (recipe.isPrivate ? empty(recipeMessages.none) : empty(recipeMessages.everyCook)),
          },
        ]),
      )}
      {recipe.video &&
        section(
          text(recipeMessages.video),
          <video src={recipe.video} controls width={480} style={{ maxWidth: '100%' }} aria-label={text(recipeMessages.videoField)} />,
        )}
      {hasAbout && section(text(recipeMessages.about), describe(about))}
    </>
  );
}
