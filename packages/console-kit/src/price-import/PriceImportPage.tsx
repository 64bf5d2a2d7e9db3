import { useApolloClient, useQuery } from '@apollo/client/react';
import { formMessages } from '@brigade/ui';
import { Card, Flex, Steps, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { KitchenSelect } from '../common/KitchenSelect';
import { useUrlParam } from '../common/useUrlParam';
import { priceMessages } from '../prices/messages';
import { today } from '../common/days';
import { COSTING_SETTINGS } from '../prices/queries';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { planChunks, type Chunk } from './chunks';
import { mappingInput, type ColumnMapping } from './fields';
import { FileStep } from './FileStep';
import { ImportStep, type ImportRun } from './ImportStep';
import { MappingStep, type ImportDefaults } from './MappingStep';
import { rowMatcher } from './MatchCell';
import { importMessages } from './messages';
import { failureText, reasonOf, rowOutcomes, type RowOutcome } from './outcomes';
import { PreviewStep, type PreviewRun } from './PreviewStep';
import { IMPORT_PRICES, PREVIEW_PRICE_IMPORT, PRICE_SUPPLIERS, type PriceImportInput, type PriceImportResult } from './queries';
import type { PriceList } from './readPriceList';
import { keyedContext, newKey, runChunks, type ChunkOutcome } from './runChunks';
import { rowsTable } from './tables';
import { matchesOf, useRowMatches, type Matches } from './useRowMatches';

const NO_PROGRESS = { done: 0, total: 0 };

/** Closing the tab while chunks are being sent would leave the rest unsent: the browser asks first. */
function useHoldWhile(running: boolean) {
  useEffect(() => {
    if (!running) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [running]);
}

/**
 * A supplier's price list imported in four steps (`ingredients/import-prices`): the supplier and
 * the file (read in the browser), its columns (remembered per supplier, else guessed), a check of
 * every row by the catalog that saves nothing, and the import, chunk by chunk, each chunk with its
 * own Idempotency-Key, sent again once if it fails, a failure never undoing the chunks saved. The
 * kitchen is the caller's own; the super admin's console names one (`kitchenId`, or `?kitchen=`).
 */
export function PriceImportPage({ kitchenId: given }: { kitchenId?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const paths = useEntityPaths('ingredients');
  const platform = usePlatformScope();
  const [chosenKitchen, setKitchen] = useUrlParam('kitchen');
  const kitchenId = given ?? (platform && chosenKitchen ? chosenKitchen : undefined);
  const waiting = platform && !kitchenId;
  const scope = useMemo(() => (kitchenId ? { kitchenId } : {}), [kitchenId]);

  const settings = useQuery(COSTING_SETTINGS, { variables: scope, skip: waiting });
  const known = useQuery(PRICE_SUPPLIERS, {
    variables: scope,
    skip: waiting,
  });
  const suppliers = useMemo(
    () =>
      [
        ...new Set((known.data?.getCurrentPrices ?? []).map((price) => price.supplier?.trim()).filter((name): name is string => !!name)),
      ].sort((a, b) => a.localeCompare(b, intl.locale)),
    [known.data, intl.locale],
  );

  const [step, setStep] = useState(0);
  const [supplier, setSupplier] = useState('');
  const [list, setList] = useState<PriceList | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [chosenDefaults, setDefaults] = useState<Partial<ImportDefaults>>({});
  const defaults: ImportDefaults = {
    pricedOn: chosenDefaults.pricedOn ?? today(),
    currency: chosenDefaults.currency ?? settings.data?.getCostingSettings.currency ?? 'EUR',
  };
  const [chunks, setChunks] = useState<Chunk[]>([]);
  const [preview, setPreview] = useState<PreviewRun>({ progress: NO_PROGRESS, rows: null, error: null });
  const [imported, setImported] = useState<ImportRun>({ progress: NO_PROGRESS, running: false, rows: null, saved: 0, failed: [] });
  // One key per chunk for the whole import: a chunk sent again (its retry, or 'Send these rows again') is the same submission.
  const keys = useRef<string[]>([]);
  const outcomes = useRef<(ChunkOutcome | undefined)[]>([]);
  useHoldWhile(imported.running);

  const failure = useCallback((error: unknown) => failureText(intl, error, formMessages.genericError), [intl]);
  // The preview's answers per chunk: a row matched by hand replaces its chunk's.
  const checked = useRef<(ChunkOutcome | undefined)[]>([]);
  const previewChunk = async (chunk: Chunk, matched: Matches) => {
    const { data } = await client.query<{ previewPriceImport: PriceImportResult }>({
      query: PREVIEW_PRICE_IMPORT,
      variables: { input: inputOf(chunk, matched) },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error(intl.formatMessage(formMessages.genericError));
    return data.previewPriceImport;
  };
  const byHand = useRowMatches(
    chunks,
    async (index, matched) => {
      const chunk = chunks[index]!;
      checked.current[index] = { chunk, result: await previewChunk(chunk, matched), error: null };
      setPreview((run) => ({ ...run, rows: rowOutcomes(chunks, checked.current, failure) }));
    },
    failure,
  );
  const inputOf = (chunk: Chunk, matched: Matches = byHand.matches): PriceImportInput => ({
    ...scope,
    supplier: supplier.trim(),
    mapping: mappingInput(mapping!),
    rows: chunk.rows,
    firstRow: chunk.firstRow,
    pricedOn: defaults.pricedOn,
    currency: defaults.currency,
    ...matchesOf(chunk, matched),
  });

  const check = async () => {
    if (!list || !mapping) return;
    const planned = planChunks(list, mapping);
    setChunks(planned);
    setStep(2);
    setPreview({ progress: NO_PROGRESS, rows: null, error: null });
    const send = (chunk: Chunk) => previewChunk(chunk, byHand.matches);
    const done = await runChunks(planned, send, (progress) => setPreview((run) => ({ ...run, progress })), { stopOnFailure: true });
    const failed = done.find((outcome) => outcome.error);
    checked.current = done;
    setPreview((run) => ({
      ...run,
      rows: failed ? null : rowOutcomes(planned, done, failure),
      error: failed ? failure(failed.error) : null,
    }));
  };

  const sendImport = async (indexes: number[]) => {
    const send = async (chunk: Chunk, at: number) => {
      const index = indexes[at]!;
      const { data } = await client.mutate<{ ImportPrices: PriceImportResult }>({
        mutation: IMPORT_PRICES,
        variables: { input: inputOf(chunk) },
        context: keyedContext(keys.current[index]!),
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error(intl.formatMessage(formMessages.genericError));
      return data.ImportPrices;
    };
    const total = chunks.reduce((sum, chunk) => sum + chunk.count, 0);
    const before = indexes.length === chunks.length ? 0 : total - indexes.reduce((sum, index) => sum + chunks[index]!.count, 0);
    setImported((run) => ({ ...run, running: true, progress: { done: before, total } }));
    const done = await runChunks(
      indexes.map((index) => chunks[index]!),
      send,
      (progress) => setImported((run) => ({ ...run, progress: { done: before + progress.done, total } })),
    );
    for (const [at, outcome] of done.entries()) outcomes.current[indexes[at]!] = outcome;
    const rows = rowOutcomes(chunks, outcomes.current, failure);
    const saved = outcomes.current.reduce((sum, outcome) => sum + (outcome?.result?.saved ?? 0), 0);
    // A chunk with no outcome was not sent because the run stopped at a refusal of the whole input: its reason is that one.
    const stoppedBy = outcomes.current.filter((outcome) => outcome?.error).pop();
    const failed = chunks
      .map((chunk, index) => ({ chunk: index, count: chunk.count, outcome: outcomes.current[index] ?? stoppedBy }))
      .filter((entry) => !entry.outcome?.result)
      .map(({ chunk, count, outcome }) => ({ chunk, count, message: failure(outcome?.error) }));
    if (saved > 0) {
      // Lists and prices pages read the new current prices when next shown.
      client.cache.evict({ fieldName: 'getCurrentPrices' });
      client.cache.evict({ fieldName: 'getIngredientPrices' });
      client.cache.gc();
    }
    setImported({ progress: { done: total, total }, running: false, rows, saved, failed });
  };

  const startImport = () => {
    keys.current = chunks.map(() => newKey());
    outcomes.current = [];
    setStep(3);
    void sendImport(chunks.map((_, index) => index));
  };

  const sendAgain = () => void sendImport(imported.failed.map((failed) => failed.chunk));

  const download = async (rows: RowOutcome[]) => {
    if (!list) return;
    const { downloadCsv } = await import('../common/csv.js');
    const table = rowsTable(
      list.headers,
      rows.map((row) => ({ cells: list.rows[row.line] ?? [], reason: reasonOf(intl, row) })),
      intl.formatMessage(importMessages.reason),
    );
    downloadCsv(table, `${list.fileName.replace(/\.[^.]+$/, '')}-not-imported.csv`);
  };

  const restart = () => {
    setStep(0);
    byHand.reset();
    setList(null);
    setMapping(null);
    setChunks([]);
    setPreview({ progress: NO_PROGRESS, rows: null, error: null });
    setImported({ progress: NO_PROGRESS, running: false, rows: null, saved: 0, failed: [] });
  };

  const steps = [importMessages.stepFile, importMessages.stepColumns, importMessages.stepCheck, importMessages.stepImport].map((title) => ({
    title: intl.formatMessage(title),
  }));

  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(importMessages.title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage(importMessages.intro)}</Typography.Paragraph>
      {platform && !given && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
          <KitchenSelect
            ariaLabel={intl.formatMessage(priceMessages.chooseKitchen)}
            placeholder={intl.formatMessage(priceMessages.chooseKitchen)}
            value={kitchenId ?? null}
            onChange={(id) => {
              setKitchen(id);
              restart();
            }}
          />
        </Flex>
      )}
      {!waiting && (
        <>
          <Steps current={step} items={steps} size="small" style={{ marginBottom: 24 }} />
          {step === 0 && (
            <FileStep
              supplier={supplier}
              onSupplier={(name) => {
                setSupplier(name);
                setMapping(null);
              }}
              suppliers={suppliers}
              list={list}
              onList={(read) => {
                byHand.reset();
                setList(read);
                setMapping(null);
              }}
              onNext={() => setStep(1)}
            />
          )}
          {step === 1 && list && (
            <MappingStep
              list={list}
              supplier={supplier}
              scope={scope}
              mapping={mapping}
              onMapping={setMapping}
              defaults={defaults}
              onDefaults={setDefaults}
              onBack={() => setStep(0)}
              onNext={() => void check()}
            />
          )}
          {step === 2 && list && mapping && (
            <PreviewStep
              list={list}
              mapping={mapping}
              run={preview}
              currency={defaults.currency}
              onBack={() => setStep(1)}
              onRetry={() => void check()}
              onImport={startImport}
              notice={byHand.notice}
              match={rowMatcher({ list, mapping, kitchenId, ...byHand })}
            />
          )}
          {step === 3 && (
            <ImportStep
              supplier={supplier.trim()}
              run={imported}
              onDownload={(rows) => void download(rows)}
              onSendAgain={sendAgain}
              onList={() => void navigate(paths.list)}
              onAnother={restart}
            />
          )}
        </>
      )}
    </Card>
  );
}
