import type { RecipeVersionDiff } from '@brigade/recipe-editor';
import { Button } from '@brigade/ui';
import { Alert, Flex, theme, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ALLERGEN_COLOURS } from './allergenColours';
import { changeItems } from './changes';
import { kitchenLineMessages } from './messages';
import type { LineRecipe } from './queries';
import type { useMarkRead } from './useMarkRead';

type Props = { recipe: LineRecipe; diff: RecipeVersionDiff | null; reading: ReturnType<typeof useMarkRead> };

/**
 * A cook's read of the recipe, at the top of the page: what changed since they last read it
 * (allergens first, in their colours; the lines and steps are marked where they are) with a large
 * 'Read', or a quiet 'Mark as read' for a recipe they have not read yet, so the chef's read list fills.
 */
export function ReadBanner({ recipe, diff, reading }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const heading = useId();
  const problem = reading.problem && <Alert type="error" showIcon role="alert" title={reading.problem} />;
  if (reading.done) return <Alert type="success" showIcon role="status" title={intl.formatMessage(kitchenLineMessages.readDone)} />;
  if (diff) {
    const items = changeItems(intl, diff);
    const allergens = items.filter((item) => item.allergen);
    const others = items.filter((item) => !item.allergen);
    return (
      <section
        aria-labelledby={heading}
        style={{ border: `3px solid ${token.colorWarning}`, background: token.colorWarningBg, borderRadius: 8, padding: 16 }}
      >
        <Flex gap={16} wrap align="center" justify="space-between">
          <Flex vertical gap={8} style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Typography.Title level={2} id={heading} style={{ margin: 0, fontSize: 26 }}>
              {intl.formatMessage(kitchenLineMessages.changedSince, { from: diff.from, to: diff.to })}
            </Typography.Title>
            {allergens.map((item) => (
              <p
                key={item.key}
                style={{
                  ...ALLERGEN_COLOURS[item.allergen!],
                  margin: 0,
                  padding: '8px 16px',
                  borderRadius: 8,
                  fontSize: 24,
                  fontWeight: 700,
                }}
              >
                {item.text}
              </p>
            ))}
            {others.length > 0 && (
              <ul aria-label={intl.formatMessage(kitchenLineMessages.changes)} style={{ margin: 0, paddingInlineStart: 24, fontSize: 20 }}>
                {others.map((item) => (
                  <li key={item.key}>{item.text}</li>
                ))}
              </ul>
            )}
          </Flex>
          <Button
            size="xl"
            variant="primary"
            loading={reading.busy}
            onClick={() => void reading.mark()}
            style={{ minWidth: 200, height: 72, fontSize: 26 }}
          >
            {intl.formatMessage(kitchenLineMessages.read)}
          </Button>
        </Flex>
        {problem && <div style={{ marginTop: 12 }}>{problem}</div>}
      </section>
    );
  }
  if ((recipe.myRead?.readVersion ?? 0) >= recipe.releasedVersionNumber) return null;
  return (
    <Flex vertical gap={8} align="flex-end">
      <Button size="xl" loading={reading.busy} onClick={() => void reading.mark()}>
        {intl.formatMessage(kitchenLineMessages.markRead)}
      </Button>
      {problem}
    </Flex>
  );
}
