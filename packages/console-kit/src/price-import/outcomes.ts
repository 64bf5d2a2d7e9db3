import { splitServerError } from '@brigade/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { priceMessages } from '../prices/messages';
import type { Chunk } from './chunks';
import type { ImportField } from './fields';
import { importMessages } from './messages';
import type { PriceImportRow, PriceImportStatus } from './queries';
import type { ChunkOutcome } from './runChunks';

/** What became of one row of the file: the catalog's answer, or why it has none (its chunk was not sent). */
export type RowOutcome = {
  /** Its index in PriceList.rows. */
  line: number;
  rowNumber: number;
  row: PriceImportRow | null;
  /** The chunk's failure, in the person's language, when the row was not sent. */
  notSent: string | null;
};

export type OutcomeStatus = PriceImportStatus | 'NOT_SENT';
export const STATUSES: OutcomeStatus[] = ['NEW', 'CHANGED', 'UNCHANGED', 'UNMATCHED', 'DUPLICATE', 'INVALID', 'NOT_SENT'];

export const statusOf = (outcome: RowOutcome): OutcomeStatus => outcome.row?.status ?? 'NOT_SENT';

/** A failure in the person's language: the service's message, the shell's wording of an HTTP failure, or 'Something went wrong'. */
export function failureText(intl: IntlShape, error: unknown, generic: MessageDescriptor): string {
  return splitServerError(error, []).message ?? intl.formatMessage(generic);
}

/**
 * Every non-empty row of the chunks, in file order, with the catalog's answer or the failure of its
 * chunk; chunks with no outcome at all (a run that stopped) count as not sent with `stopped`'s reason.
 */
export function rowOutcomes(chunks: Chunk[], outcomes: (ChunkOutcome | undefined)[], failure: (error: unknown) => string): RowOutcome[] {
  const rows: RowOutcome[] = [];
  let stopped: string | null = null;
  chunks.forEach((chunk, index) => {
    const outcome = outcomes[index];
    if (outcome?.error) stopped = failure(outcome.error);
    const notSent = outcome ? (outcome.result ? null : failure(outcome.error)) : stopped;
    chunk.rows.forEach((_, at) => {
      if (chunk.blank[at]) return;
      const answer = outcome?.result?.rows[at] ?? null;
      rows.push({
        line: chunk.lines[at]!,
        rowNumber: answer?.rowNumber ?? chunk.firstRow + at + 2,
        row: answer,
        notSent: answer ? null : (notSent ?? ''),
      });
    });
  });
  return rows;
}

export function countStatuses(rows: RowOutcome[]): Record<OutcomeStatus, number> {
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<OutcomeStatus, number>;
  for (const row of rows) counts[statusOf(row)] += 1;
  return counts;
}

/** A field's label, as the mapping step and the export name it. */
export const FIELD_LABELS: Record<ImportField, MessageDescriptor> = {
  name: importMessages.fieldName,
  supplierCode: priceMessages.supplierCode,
  packDescription: priceMessages.packDescription,
  packSize: priceMessages.packSize,
  packUnit: priceMessages.packUnit,
  packPrice: priceMessages.packPrice,
  pricedOn: priceMessages.pricedOn,
  yieldPercent: priceMessages.yieldPercent,
  currency: priceMessages.currency,
};

/** Why a row was not imported, in words: the catalog's messages by field, or what its status means. */
export function reasonOf(intl: IntlShape, outcome: RowOutcome): string {
  if (!outcome.row) return intl.formatMessage(importMessages.reasonNotSent, { message: outcome.notSent ?? '' });
  const { status, errors } = outcome.row;
  if (errors.length) {
    return errors
      .map((error) => {
        const label = FIELD_LABELS[error.field as ImportField];
        return label
          ? intl.formatMessage(importMessages.reasonField, { field: intl.formatMessage(label), message: error.message })
          : error.message;
      })
      .join('; ');
  }
  if (status === 'UNMATCHED') return intl.formatMessage(importMessages.reasonUnmatched);
  if (status === 'DUPLICATE') return intl.formatMessage(importMessages.reasonDuplicate);
  return intl.formatMessage(importMessages[status]);
}

/** The rows an import did not save: not matched, duplicated, refused or not sent (unchanged rows were skipped, not failed). */
export const notImported = (rows: RowOutcome[]): RowOutcome[] =>
  rows.filter((row) => ['UNMATCHED', 'DUPLICATE', 'INVALID', 'NOT_SENT'].includes(statusOf(row)));
