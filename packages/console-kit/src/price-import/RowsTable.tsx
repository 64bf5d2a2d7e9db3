import { Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import { formatMoney, formatPercent } from '@brigade/money';
import { formatDay } from '../common/days';
import { IMPORT_FIELDS, type ColumnMapping, type ImportField } from './fields';
import { importMessages } from './messages';
import { FIELD_LABELS, statusOf, type OutcomeStatus, type RowOutcome } from './outcomes';
import { perBaseText } from '../prices/priceText';
import type { PriceImportError, PriceImportRow } from './queries';
import type { PriceList } from './readPriceList';

/** Status tags in antd's preset colours (they follow the dark and light themes), always with their word. */
export const STATUS_COLORS: Record<OutcomeStatus, string> = {
  NEW: 'success',
  CHANGED: 'processing',
  UNCHANGED: 'default',
  UNMATCHED: 'warning',
  DUPLICATE: 'purple',
  INVALID: 'error',
  NOT_SENT: 'error',
};

function Errors({ errors }: { errors: PriceImportError[] }) {
  if (!errors.length) return null;
  return (
    <>
      {errors.map((error, index) => (
        <Typography.Text key={`${error.field}-${index}`} type="danger" style={{ display: 'block', fontSize: 12 }}>
          {error.message}
        </Typography.Text>
      ))}
    </>
  );
}

type Props = {
  list: PriceList;
  mapping: ColumnMapping;
  rows: RowOutcome[];
  /** For rows without their own currency. */
  currency: string;
  pageSize?: number;
  /** Under an unmatched (or hand-matched) row's name: how to match it (MatchCell). */
  match?: (outcome: RowOutcome) => ReactNode;
};

/** A CHANGED row whose usable yield is not the current price's: its cost per usable kg moves even at the same price. */
export function yieldChange(row: PriceImportRow): { from: number; to: number } | null {
  const before = row.previousPrice?.yieldPercent;
  if (row.status !== 'CHANGED' || before === undefined || row.yieldPercent === null || before === row.yieldPercent) return null;
  return { from: before, to: row.yieldPercent };
}

/**
 * The rows as the catalog answered them: row number, status (a CHANGED price shows old → new, per
 * pack and per kg / l / piece, and a changed yield as a tag), the ingredient matched (or `match`'s way
 * to match it) and each mapped cell, with each error the catalog gave under its cell
 * (under the status when it concerns the whole row). Paged, so 5,000 rows stay quick; it scrolls
 * sideways inside its card on narrow screens.
 */
export function RowsTable({ list, mapping, rows, currency, pageSize = 50, match }: Props) {
  const intl = useIntl();
  const shown = IMPORT_FIELDS.filter((field) => field !== 'name' && mapping[field] !== null);
  const cellOf = (outcome: RowOutcome, field: ImportField) => {
    const column = mapping[field];
    return column === null ? '' : (list.rows[outcome.line]?.[column] ?? '').trim();
  };
  const errorsOf = (outcome: RowOutcome, field: ImportField) => outcome.row?.errors.filter((error) => error.field === field) ?? [];
  const money = (amount: string, outcome: RowOutcome) => formatMoney(amount, outcome.row?.currency ?? currency, intl.locale);

  // Pack prices of different sizes compare only per kg, l or piece: shown under the pack price, old → new.
  const perBase = (outcome: RowOutcome): string | null => {
    const row = outcome.row;
    if (!row || row.packPrice === null || row.packSize === null) return null;
    const now = perBaseText(intl, {
      packPrice: row.packPrice,
      packSize: row.packSize,
      packUnit: row.packUnit ?? null,
      currency: row.currency ?? currency,
    });
    const before = row.status === 'CHANGED' && row.previousPrice ? perBaseText(intl, row.previousPrice) : null;
    return before && now ? intl.formatMessage(importMessages.priceChange, { from: before, to: now }) : now;
  };
  const percent = (value: number) => formatPercent(value, intl.locale, { decimals: 2 });

  const value = (outcome: RowOutcome, field: ImportField): ReactNode => {
    const row = outcome.row;
    const raw = cellOf(outcome, field);
    if (!row) return raw;
    if (field === 'packPrice' && row.packPrice !== null) {
      return row.status === 'CHANGED' && row.previousPackPrice !== null
        ? intl.formatMessage(importMessages.priceChange, { from: money(row.previousPackPrice, outcome), to: money(row.packPrice, outcome) })
        : money(row.packPrice, outcome);
    }
    if (field === 'pricedOn' && row.pricedOn !== null) return formatDay(intl, row.pricedOn);
    if (field === 'yieldPercent' && row.yieldPercent !== null) return percent(row.yieldPercent);
    return raw;
  };

  const columns: TableColumnsType<RowOutcome> = [
    {
      key: 'rowNumber',
      title: intl.formatMessage(importMessages.row),
      width: 70,
      align: 'right',
      render: (_, outcome) => outcome.rowNumber,
    },
    {
      key: 'status',
      title: intl.formatMessage(common.status),
      width: 150,
      render: (_, outcome) => {
        const status = statusOf(outcome);
        const placed = new Set<string>(['name', ...shown]);
        const elsewhere = outcome.row?.errors.filter((error) => !placed.has(error.field)) ?? [];
        const changedYield = outcome.row && yieldChange(outcome.row);
        return (
          <Flex vertical align="start">
            <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
              {intl.formatMessage(importMessages[status])}
            </Tag>
            {outcome.notSent && (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {outcome.notSent}
              </Typography.Text>
            )}
            {changedYield && (
              <Tag color="warning" style={{ marginInlineEnd: 0, marginTop: 4 }}>
                {intl.formatMessage(importMessages.yieldChanged, { from: percent(changedYield.from), to: percent(changedYield.to) })}
              </Tag>
            )}
            <Errors errors={elsewhere} />
          </Flex>
        );
      },
    },
    {
      key: 'name',
      title: intl.formatMessage(importMessages.fieldName),
      width: 260,
      render: (_, outcome) => {
        const inFile = cellOf(outcome, 'name');
        const matched = outcome.row?.ingredient?.name;
        return (
          <Flex vertical>
            {matched ? <Typography.Text strong>{matched}</Typography.Text> : <span>{inFile}</span>}
            {matched && inFile && inFile.toLowerCase() !== matched.toLowerCase() && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {intl.formatMessage(importMessages.inFile, { name: inFile })}
              </Typography.Text>
            )}
            <Errors errors={errorsOf(outcome, 'name')} />
            {match?.(outcome)}
          </Flex>
        );
      },
    },
    ...shown.map((field): TableColumnsType<RowOutcome>[number] => ({
      key: field,
      title: intl.formatMessage(FIELD_LABELS[field]),
      width: field === 'packPrice' ? 200 : field === 'packDescription' ? 180 : 120,
      align: field === 'packPrice' || field === 'packSize' || field === 'yieldPercent' ? 'right' : 'left',
      render: (_, outcome) => (
        <Flex vertical align={field === 'packPrice' || field === 'packSize' || field === 'yieldPercent' ? 'end' : 'start'}>
          <span>{value(outcome, field)}</span>
          {field === 'packPrice' && perBase(outcome) && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {perBase(outcome)}
            </Typography.Text>
          )}
          <Errors errors={errorsOf(outcome, field)} />
        </Flex>
      ),
    })),
  ];

  // The rows hold no link or button, so the sideways scroll is this wrapper's, focusable and named:
  // a keyboard reaches the columns off screen (axe's scrollable-region-focusable).
  return (
    <div role="region" aria-label={intl.formatMessage(importMessages.file)} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<RowOutcome>
        size="small"
        rowKey="line"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: '—' }}
      />
    </div>
  );
}
