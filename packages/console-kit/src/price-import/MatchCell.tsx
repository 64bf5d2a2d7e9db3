import { useQuery } from '@apollo/client/react';
import { Button } from '@brigade/ui';
import { Flex, Select, Spin, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CreateIngredientModal } from './CreateIngredientModal';
import { importMessages } from './messages';
import type { ColumnMapping } from './fields';
import type { RowOutcome } from './outcomes';
import { SEARCH_IMPORT_INGREDIENTS, type RowMatch } from './queries';
import type { PriceList } from './readPriceList';
import type { Matches } from './useRowMatches';

/** Typing waits this long before asking the catalog, so a name typed is one search, not one a letter. */
const SEARCH_DELAY_MS = 250;

type Props = {
  rowNumber: number;
  /** The row's name in the file: the first search and the new ingredient's name. */
  fileName: string;
  /** The ingredient chosen for the row, when it was matched by hand. */
  match: RowMatch | null;
  /** The import's kitchen, named by a super admin. */
  kitchenId?: string;
  /** The row is being checked again with its new match. */
  busy: boolean;
  onMatch: (match: RowMatch | null) => void;
};

/**
 * An unmatched row's way out: a searchable select of the ingredients the kitchen may use (the
 * catalog searches, at most 20 a name), or 'Create ingredient' with the file's name. A row matched
 * here says so and can be undone; the catalog checks the row again with it either way.
 */
export function MatchCell({ rowNumber, fileName, match, kitchenId, busy, onMatch }: Props) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  // Nothing typed yet: what the file calls it, so the likely ingredient is offered at once.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim() || fileName.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, fileName]);
  // Asked only once the select is opened: a page of 50 unmatched rows is not 50 searches.
  const found = useQuery(SEARCH_IMPORT_INGREDIENTS, {
    variables: { ...(kitchenId ? { kitchenId } : {}), search },
    skip: !!match || !open || !search,
  });

  if (busy) {
    return (
      <Flex gap={8} align="center">
        <Spin size="small" />
        <Typography.Text type="secondary">{intl.formatMessage(importMessages.rechecking)}</Typography.Text>
      </Flex>
    );
  }
  if (match) {
    return (
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {intl.formatMessage(importMessages.matchedByHand)}
        </Typography.Text>
        <Button size="sm" aria-label={intl.formatMessage(importMessages.undoMatchOf, { row: rowNumber })} onClick={() => onMatch(null)}>
          {intl.formatMessage(importMessages.undoMatch)}
        </Button>
      </Flex>
    );
  }

  const options = (found.data?.searchPriceImportIngredients ?? []).map((ingredient) => ({
    value: ingredient.id,
    label: ingredient.kitchenId ? intl.formatMessage(importMessages.matchOwn, { name: ingredient.name }) : ingredient.name,
    name: ingredient.name,
  }));
  return (
    <Flex vertical gap={4} align="start" style={{ width: '100%' }}>
      <Select<string, (typeof options)[number]>
        aria-label={intl.formatMessage(importMessages.matchLabel, { row: rowNumber })}
        placeholder={intl.formatMessage(importMessages.matchPlaceholder)}
        showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped }}
        value={null}
        onOpenChange={(opened) => opened && setOpen(true)}
        options={options}
        loading={found.loading}
        notFoundContent={
          found.loading ? <Spin size="small" /> : intl.formatMessage(search ? importMessages.matchNone : importMessages.matchTypeToSearch)
        }
        onChange={(_, option) => {
          const chosen = Array.isArray(option) ? option[0] : option;
          if (!chosen) return;
          onMatch({ id: chosen.value, name: chosen.name });
        }}
        style={{ width: '100%', minWidth: 200 }}
      />
      <Button
        size="sm"
        variant="outline-primary"
        aria-label={intl.formatMessage(importMessages.createIngredientOf, { row: rowNumber })}
        onClick={() => setCreating(true)}
      >
        {intl.formatMessage(importMessages.createIngredient)}
      </Button>
      {creating && (
        <CreateIngredientModal
          name={fileName}
          kitchenId={kitchenId}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            onMatch(created);
          }}
        />
      )}
    </Flex>
  );
}

/** The preview's `match` cell: for an UNMATCHED row, or one matched by hand (to undo it); nothing for the others. */
export function rowMatcher({
  list,
  mapping,
  kitchenId,
  matches,
  busy,
  setMatch,
}: {
  list: PriceList;
  mapping: ColumnMapping;
  kitchenId?: string;
  matches: Matches;
  busy: ReadonlySet<number>;
  setMatch: (line: number, match: RowMatch | null, rowNumber: number) => Promise<void>;
}) {
  return function MatchOf(outcome: RowOutcome): ReactNode {
    const hand = matches.get(outcome.line) ?? null;
    if (!outcome.row || (outcome.row.status !== 'UNMATCHED' && !hand)) return null;
    const column = mapping.name;
    return (
      <MatchCell
        rowNumber={outcome.rowNumber}
        fileName={column === null ? '' : (list.rows[outcome.line]?.[column] ?? '').trim()}
        match={hand}
        kitchenId={kitchenId}
        busy={busy.has(outcome.line)}
        onMatch={(match) => void setMatch(outcome.line, match, outcome.rowNumber)}
      />
    );
  };
}
