import { lineText } from '@brigade/recipe-editor';
import { theme, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ChangeLabel, changedStyle } from './ChangeLabel';
import type { Highlights } from './changes';
import { kitchenLineMessages } from './messages';
import { subRecipeHref } from './origin';
import { linePath } from './paths';
import { amountText } from './portions';
import type { LineIngredient } from './queries';

/** A finger's height (44 px) for what a cook taps with wet hands (issue #45). */
const TAP: CSSProperties = { display: 'flex', alignItems: 'center', minHeight: 44 };

type Props = {
  lines: LineIngredient[];
  highlights?: Highlights | null;
  /** The recipe shown, which a sub-recipe's page leads back to ('Back to Steak frites'). */
  title: string;
  /** Side by side in two columns: a portrait tablet's full width, so eight lines and the step fit its height. */
  columns?: 1 | 2;
};

/**
 * What to gather, in the recipe's order and in large type, dense enough that a tablet shows every
 * line with the step: the scaled amount (in the unit the service chose) when the page asked for
 * one. A sub-recipe line opens that recipe at the amount this one needs (its scale parameter),
 * carrying this page (yield and step) so its Back returns here; one the cook may not open is
 * named, and said so. Lines changed since the cook's last read are marked where they are (what
 * changed, old → new), and the removed ones are listed after, struck through.
 */
export function IngredientList({ lines, highlights, title: here, columns = 1 }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  // The sub-recipe's Back returns here, and this page's Back to the list this recipe was opened from.
  const { state: listState, pathname, search } = useLocation();
  const amount = (line: LineIngredient) =>
    line.scaled
      ? amountText(intl, line.scaled.quantity, line.scaled.unit, line.unitOfMeasure)
      : amountText(intl, line.quantity, line.unit, line.unitOfMeasure);
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
    return (
      <Link
        to={subRecipeHref(linePath(line.subRecipe.id), line.subRecipeYield, `${pathname}${search}`, here)}
        state={listState}
        style={{ ...TAP, display: 'inline-flex', minWidth: 44, textDecoration: 'underline' }}
      >
        {title}
      </Link>
    );
  };
  const removed = highlights?.removedLines ?? [];
  return (
    <>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 21, lineHeight: 1.3, columnCount: columns, columnGap: 32 }}>
        {[...lines]
          .sort((a, b) => a.position - b.position)
          .map((line) => {
            const change = highlights?.lines.get(line.id);
            return (
              <li
                key={line.id}
                data-testid="line-ingredient"
                style={{
                  padding: line.subRecipe ? '0' : '4px 0',
                  borderBottom: '1px solid rgba(128, 128, 128, 0.25)',
                  breakInside: 'avoid',
                  ...(change && changedStyle(token)),
                }}
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
