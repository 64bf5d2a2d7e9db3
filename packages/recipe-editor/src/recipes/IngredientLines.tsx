import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { TextLink } from '@brigade/ui';
import type { RecipeIngredient, RecipeRef } from './fragments/recipe-menu';
import { recipeMessages } from './messages';

type Props = {
  lines: RecipeIngredient[];
  /** Where the console shows a recipe; without it a sub-recipe is named, not linked. */
  recipePath?: (recipe: RecipeRef) => string;
};

/** The ingredient lines in recipe order, as a cook reads them: '250 g Flour', '300 ml Red wine sauce (recipe)'. */
export function IngredientLines({ lines, recipePath }: Props) {
  const intl = useIntl();
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }}>
      {[...lines]
        .sort((a, b) => a.position - b.position)
        .map((line) => {
          const amount = [intl.formatNumber(line.quantity), line.unit?.name ?? line.unitOfMeasure].filter(Boolean).join(' ');
          if (!line.subRecipeId)
            return <li key={line.id}>{[amount, line.ingredient?.name ?? line.ingredientsId].filter(Boolean).join(' ')}</li>;
          const sub = line.subRecipe;
          const title = sub?.title ?? line.subRecipeTitle ?? line.subRecipeId;
          return (
            <li key={line.id}>
              {amount} {sub && recipePath ? <TextLink to={recipePath(sub)}>{title}</TextLink> : title}{' '}
              <Typography.Text type="secondary">
                ({intl.formatMessage(sub ? recipeMessages.subRecipe : recipeMessages.notShared)})
              </Typography.Text>
            </li>
          );
        })}
    </ol>
  );
}
