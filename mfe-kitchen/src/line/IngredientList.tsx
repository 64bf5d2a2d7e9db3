import { lineText } from '@brigade/recipe-editor';
import { theme, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ChangeLabel, changedStyle } from './ChangeLabel';
import type { Highlights } from './changes';
import { kitchenLineMessages } from './messages';
import { linePath } from './paths';
import type { LineIngredient } from './queries';

/**
 * What to gather, in the recipe's order and in large type: the scaled amount (in the unit the
 * service chose) when the page asked for one. A sub-recipe line opens that recipe at the amount
 * this one needs (its scale parameter); one the cook may not open is named, and said so. Lines
 * changed since the cook's last read are marked where they are (what changed, old → new), and the
 * removed ones are listed after, struck through.
 */
export function IngredientList({ lines, highlights }: { lines: LineIngredient[]; highlights?: Highlights | null }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  // The sub-recipe's Back returns to the list this recipe was opened from.
  const { state: listState } = useLocation();
  const amount = (line: LineIngredient) =>
    (line.scaled
      ? [intl.formatNumber(line.scaled.quantity), line.scaled.unit?.name ?? line.unitOfMeasure]
      : [intl.formatNumber(line.quantity), line.unit?.name ?? line.unitOfMeasure]
    )
      .filter(Boolean)
      .join(' ');
  const subRecipe = (line: LineIngredient & { subRecipeId: string }) => {
    const title = line.subRecipeTitle ?? line.subRecipeId;
    if (!line.subRecipe) {
      return (
        <>
          {title}{' '}
          <Typography.Text type="secondary" style={{ fontSize: 18 }}>
            ({intl.formatMessage(kitchenLineMessages.notShared)})
          </Typography.Text>
        </>
      );
    }
    const scale =
      line.subRecipeYield !== null && line.subRecipeYield > 0 ? `?yield=${encodeURIComponent(String(line.subRecipeYield))}` : '';
    return (
      <Link to={`${linePath(line.subRecipe.id)}${scale}`} state={listState} style={{ textDecoration: 'underline' }}>
        {title}
      </Link>
    );
  };
  const removed = highlights?.removedLines ?? [];
  return (
    <>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 22, lineHeight: 1.6 }}>
        {[...lines]
          .sort((a, b) => a.position - b.position)
          .map((line) => {
            const change = highlights?.lines.get(line.id);
            return (
              <li
                key={line.id}
                style={{ padding: '6px 0', borderBottom: '1px solid rgba(128, 128, 128, 0.25)', ...(change && changedStyle(token)) }}
              >
                {change && <ChangeLabel kind={change.kind} />}
                <strong>{amount(line)}</strong>{' '}
                {line.subRecipeId ? subRecipe({ ...line, subRecipeId: line.subRecipeId }) : (line.ingredient?.name ?? line.ingredientsId)}
                {change?.kind === 'CHANGED' && <div style={{ fontSize: 18 }}>{lineText(intl, change)}</div>}
              </li>
            );
          })}
      </ul>
      {removed.length > 0 && (
        <section aria-label={intl.formatMessage(kitchenLineMessages.removedLines)} style={{ marginTop: 16 }}>
          <Typography.Text strong style={{ fontSize: 20 }}>
            {intl.formatMessage(kitchenLineMessages.removedLines)}
          </Typography.Text>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 20, lineHeight: 1.6 }}>
            {removed.map((change) => (
              <li key={change.lineId} style={{ padding: '4px 0' }}>
                <ChangeLabel kind="REMOVED" />
                <del>{lineText(intl, change)}</del>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
