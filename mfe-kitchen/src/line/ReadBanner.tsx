import type { RecipeVersionDiff } from '@brigade/recipe-editor';
import { Button } from '@brigade/ui';
import { Alert, Flex, theme, Typography } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ALLERGEN_COLOURS } from './allergenColours';
import { changeItems } from './changes';
import { kitchenLineMessages } from './messages';
import type { LineRecipe, ReleaseNote } from './queries';
import type { useMarkRead } from './useMarkRead';

type Reading = ReturnType<typeof useMarkRead>;

/**
 * What changed since the cook last read the recipe, in one line above it (issue #45: a tablet's
 * height goes to the quantities and the step): the chef's own words first ('From the chef: Cod now
 * 180 g …', each release's note since the cook's read, newest first), then how many changes, the
 * allergen ones always in their colours and words (the one change a cook must not miss), the rest
 * behind 'Show', and the large 'Read'. The lines and steps are marked where they are.
 */
export function ChangeNotice({ diff, notes = [], reading }: { diff: RecipeVersionDiff; notes?: ReleaseNote[]; reading: Reading }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const heading = useId();
  const list = useId();
  const [open, setOpen] = useState(false);
  const items = changeItems(intl, diff);
  const allergens = items.filter((item) => item.allergen);
  const others = items.filter((item) => !item.allergen);
  return (
    <section
      data-testid="change-notice"
      aria-labelledby={heading}
      style={{ border: `2px solid ${token.colorWarning}`, background: token.colorWarningBg, borderRadius: 8, padding: '4px 12px' }}
    >
      {notes.map((note) => (
        <Typography.Paragraph
          key={note.version}
          data-testid="chef-note"
          style={{ fontSize: 20, fontWeight: 600, whiteSpace: 'pre-wrap', margin: '4px 0' }}
        >
          {intl.formatMessage(kitchenLineMessages.chefNote, { note: note.note })}
        </Typography.Paragraph>
      ))}
      <Flex gap={12} wrap align="center">
        <Typography.Text strong id={heading} style={{ fontSize: 20, flex: '1 1 240px', minWidth: 0 }}>
          {intl.formatMessage(kitchenLineMessages.changedSince, { from: diff.from, to: diff.to, count: items.length })}
        </Typography.Text>
        {allergens.map((item) => (
          <span
            key={item.key}
            style={{ ...ALLERGEN_COLOURS[item.allergen!], padding: '4px 12px', borderRadius: 6, fontSize: 20, fontWeight: 700 }}
          >
            {item.text}
          </span>
        ))}
        {others.length > 0 && (
          <Button size="xl" aria-expanded={open} aria-controls={list} onClick={() => setOpen((was) => !was)}>
            {intl.formatMessage(open ? kitchenLineMessages.hideChanges : kitchenLineMessages.showChanges)}
          </Button>
        )}
        <Button size="xl" variant="primary" loading={reading.busy} onClick={() => void reading.mark()} style={{ minWidth: 120 }}>
          {intl.formatMessage(kitchenLineMessages.read)}
        </Button>
      </Flex>
      {/* Always there, hidden while collapsed, so Show's aria-controls names an element. */}
      {others.length > 0 && (
        <ul
          id={list}
          hidden={!open}
          aria-label={intl.formatMessage(kitchenLineMessages.changes)}
          style={{ margin: '4px 0 8px', paddingInlineStart: 24, fontSize: 20 }}
        >
          {others.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      )}
      {reading.problem && <Alert type="error" showIcon role="alert" title={reading.problem} style={{ marginBlock: 8 }} />}
    </section>
  );
}

/**
 * Beside the recipe's title: a quiet 'Mark as read' for a recipe the cook has not read at this
 * version (and no diff to show), so the chef's read list fills; 'Read ✓' once done, whichever
 * button did it. Up to date: nothing.
 */
export function ReadStatus({ recipe, diff, reading }: { recipe: LineRecipe; diff: RecipeVersionDiff | null; reading: Reading }) {
  const intl = useIntl();
  if (reading.done) {
    return (
      <Typography.Text role="status" strong style={{ fontSize: 20, whiteSpace: 'nowrap' }}>
        {intl.formatMessage(kitchenLineMessages.readDone)}
      </Typography.Text>
    );
  }
  if (diff || (recipe.myRead?.readVersion ?? 0) >= recipe.releasedVersionNumber) return null;
  return (
    <Button size="xl" loading={reading.busy} onClick={() => void reading.mark()}>
      {intl.formatMessage(kitchenLineMessages.markRead)}
    </Button>
  );
}
