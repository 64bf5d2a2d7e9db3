import { useIntl } from 'react-intl';
import type { RecipeIngredient } from '../graphql/types';

/** The ingredient lines in recipe order, as a cook reads them: '250 g Flour'. */
export function IngredientLines({ lines }: { lines: RecipeIngredient[] }) {
  const intl = useIntl();
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }}>
      {[...lines]
        .sort((a, b) => a.position - b.position)
        .map((line) => (
          <li key={line.id}>
            {[intl.formatNumber(line.quantity), line.unit?.name ?? line.unitOfMeasure, line.ingredient?.name ?? line.ingredientsId]
              .filter(Boolean)
              .join(' ')}
          </li>
        ))}
    </ol>
  );
}
