import { useIntl } from 'react-intl';
import type { LineIngredient } from './queries';

/** What to gather, in the recipe's order and in large type; the scaled amount when the page asked for one. */
export function IngredientList({ lines }: { lines: LineIngredient[] }) {
  const intl = useIntl();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 22, lineHeight: 1.6 }}>
      {[...lines]
        .sort((a, b) => a.position - b.position)
        .map((line) => (
          <li key={line.id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(128, 128, 128, 0.25)' }}>
            <strong>
              {[intl.formatNumber(line.scaledQuantity ?? line.quantity), line.unit?.name ?? line.unitOfMeasure].filter(Boolean).join(' ')}
            </strong>{' '}
            {line.ingredient?.name ?? line.ingredientsId}
          </li>
        ))}
    </ul>
  );
}
