import { useQuery } from '@apollo/client/react';
import { Alert, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { RECIPE_VERSIONS } from './queries';
import { ComparePanel, type VersionPair } from './ComparePanel';
import { historyMessages } from './messages';
import { RestoreModal } from './RestoreModal';
import { VersionTable } from './VersionTable';

export type RecipeHistoryProps = {
  recipeId: string;
  /** A kitchen's admin restores; the super admin's history is read-only (the service refuses them anyway). */
  canRestore: boolean;
  /** Versions per page (the service pages). */
  pageSize?: number;
  /** The comparison shown first, e.g. what a cook last opened against the released version (a link from the read list). */
  initialPair?: VersionPair | null;
};

/**
 * A recipe's or dish's versions, newest first, a comparison of any two (by default the newest with
 * the one before it) and, for a kitchen's admins, restoring one as a new version.
 */
export function RecipeHistory({ recipeId, canRestore, pageSize = 20, initialPair = null }: RecipeHistoryProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<VersionPair | null>(initialPair);
  const [restoring, setRestoring] = useState<number | null>(null);
  const compareRef = useRef<HTMLElement>(null);
  const { data, previousData, loading, error } = useQuery(RECIPE_VERSIONS, {
    variables: { recipeId, pageNo: page, sizePerPage: pageSize },
  });
  const shown = data ?? previousData;
  const versions = shown?.getRecipeVersions;
  const total = versions?.total ?? 0;
  // Numbers run 1 … n without gaps, so the newest is the recipe's own number or, failing that, the count.
  const current = shown ? (shown.getRecipeMenuById?.versionNumber ?? total) : null;
  const released = shown ? (shown.getRecipeMenuById?.releasedVersionNumber ?? current) : null;
  const pair = chosen ?? (current && current > 1 ? { from: current - 1, to: current } : null);
  const title = shown?.getRecipeMenuById?.title;

  const compareWithPrevious = (number: number) => {
    setChosen({ from: number - 1, to: number });
    compareRef.current?.focus();
  };

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title ? intl.formatMessage(historyMessages.titleOf, { title }) : intl.formatMessage(historyMessages.title)}
      </Typography.Title>
      {error && (
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(historyMessages.loadFailed)} description={error.message} />
      )}
      {!error && (
        <section aria-labelledby="history-versions">
          <Typography.Title level={3} id="history-versions">
            {intl.formatMessage(historyMessages.versions)}
          </Typography.Title>
          <VersionTable
            versions={versions?.records ?? []}
            total={total}
            current={current}
            released={released}
            page={page}
            pageSize={pageSize}
            loading={loading}
            onPage={setPage}
            onCompare={compareWithPrevious}
            onRestore={canRestore ? setRestoring : undefined}
          />
        </section>
      )}
      {!error && current !== null && (
        <section aria-labelledby="history-compare" ref={compareRef} tabIndex={-1} style={{ outline: 'none' }}>
          <Typography.Title level={3} id="history-compare">
            {intl.formatMessage(historyMessages.compare)}
          </Typography.Title>
          {pair ? (
            <ComparePanel recipeId={recipeId} current={current} released={released ?? current} pair={pair} onPair={setChosen} />
          ) : (
            <Typography.Paragraph>{intl.formatMessage(historyMessages.onlyOne)}</Typography.Paragraph>
          )}
        </section>
      )}
      {restoring !== null && <RestoreModal recipeId={recipeId} number={restoring} onClose={() => setRestoring(null)} />}
    </Flex>
  );
}
