import { Button } from '@brigade/ui';
import { Alert, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import type { ColumnMapping } from './fields';
import { importMessages } from './messages';
import { countStatuses, statusOf, STATUSES, type OutcomeStatus, type RowOutcome } from './outcomes';
import type { PriceList } from './readPriceList';
import { RowsTable } from './RowsTable';
import type { Progress } from './runChunks';
import { RunProgress } from './RunProgress';

export type PreviewRun = { progress: Progress; rows: RowOutcome[] | null; error: string | null };

type Props = {
  list: PriceList;
  mapping: ColumnMapping;
  run: PreviewRun;
  currency: string;
  onBack: () => void;
  onRetry: () => void;
  onImport: () => void;
  /** Why a row matched by hand could not be checked again. */
  notice?: string | null;
  /** How an unmatched row is matched (MatchCell). */
  match?: (outcome: RowOutcome) => ReactNode;
};

/**
 * Step 3: every row checked by the catalog (previewPriceImport, chunk by chunk with a progress bar)
 * and nothing saved: counts per status as filter chips, then the rows with their status and errors;
 * an unmatched row can be matched to an ingredient, or one created, and is then checked again.
 */
export function PreviewStep({ list, mapping, run, currency, onBack, onRetry, onImport, notice, match }: Props) {
  const intl = useIntl();
  const [filter, setFilter] = useState<OutcomeStatus | null>(null);
  if (run.error) {
    return (
      <Flex vertical gap={16}>
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(importMessages.checkFailed, { message: run.error })} />
        <Flex gap={12} wrap>
          <Button onClick={onBack}>{intl.formatMessage(common.back)}</Button>
          <Button variant="primary" onClick={onRetry}>
            {intl.formatMessage(importMessages.tryAgain)}
          </Button>
        </Flex>
      </Flex>
    );
  }
  if (!run.rows) return <RunProgress title={intl.formatMessage(importMessages.checking)} progress={run.progress} />;

  const counts = countStatuses(run.rows);
  const toSave = counts.NEW + counts.CHANGED;
  const shown = filter ? run.rows.filter((row) => statusOf(row) === filter) : run.rows;
  const chip = (status: OutcomeStatus | null, count: number) => {
    const active = filter === status;
    const label = status ? intl.formatMessage(importMessages[status]) : intl.formatMessage(importMessages.all);
    return (
      <Button
        key={status ?? 'ALL'}
        size="sm"
        shape="round"
        variant={active ? 'primary' : 'default'}
        aria-pressed={active}
        onClick={() => setFilter(status)}
      >
        {intl.formatMessage(importMessages.chip, { status: label, count })}
      </Button>
    );
  };

  return (
    <Flex vertical gap={16}>
      <Alert
        type={toSave ? 'info' : 'warning'}
        showIcon
        title={
          toSave ? intl.formatMessage(importMessages.nothingSaved, { count: toSave }) : intl.formatMessage(importMessages.nothingToImport)
        }
      />
      {notice && <Alert type="error" showIcon role="alert" title={notice} />}
      <Flex gap={8} wrap role="group" aria-label={intl.formatMessage(importMessages.filter)}>
        {chip(null, run.rows.length)}
        {STATUSES.filter((status) => counts[status] > 0).map((status) => chip(status, counts[status]))}
      </Flex>
      <RowsTable list={list} mapping={mapping} rows={shown} currency={currency} match={match} />
      <Flex gap={12} wrap>
        <Button onClick={onBack}>{intl.formatMessage(common.back)}</Button>
        <Button variant="primary" disabled={!toSave} onClick={onImport}>
          {intl.formatMessage(importMessages.importCount, { count: toSave })}
        </Button>
      </Flex>
    </Flex>
  );
}
