import { useMutation, useQuery } from '@apollo/client/react';
import { cookName, NUDGE_RECIPE_READERS, RECIPE_READS, type RecipeReadRow } from '@brigade/recipe-editor';
import { Button, formMessages, Spinner, splitServerError, useToast } from '@brigade/ui';
import { Alert, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LastOpened } from './LastOpened';
import { releaseMessages } from './messages';

/**
 * Who of the cooks who may see the recipe has read its released version, those still to read
 * first (the service's order). The kitchen's admin nudges the others; the super admin only reads.
 */
export function RecipeReads({ recipeId, canNudge, historyPath }: { recipeId: string; canNudge: boolean; historyPath: string }) {
  const intl = useIntl();
  const headingId = useId();
  const toast = useToast();
  const { data, loading, error } = useQuery(RECIPE_READS, { variables: { recipeId }, fetchPolicy: 'network-only' });
  const [nudge, nudging] = useMutation(NUDGE_RECIPE_READERS);
  const reads = data?.getRecipeReads;
  const columns: TableColumnsType<RecipeReadRow> = [
    {
      key: 'cook',
      title: intl.formatMessage(releaseMessages.cook),
      render: (_, row) => (row.user ? cookName(row.user) : intl.formatMessage(releaseMessages.someone)),
    },
    {
      key: 'read',
      title: intl.formatMessage(releaseMessages.readColumn),
      render: (_, row) =>
        row.upToDate ? (
          <Typography.Text type="success">{intl.formatMessage(releaseMessages.readYes)}</Typography.Text>
        ) : (
          <Typography.Text type="warning">
            {row.readVersion === null
              ? intl.formatMessage(releaseMessages.notYet)
              : intl.formatMessage(releaseMessages.readOlder, { version: row.readVersion })}
          </Typography.Text>
        ),
    },
    {
      key: 'opened',
      title: intl.formatMessage(releaseMessages.opened),
      render: (_, row) => {
        const version = reads?.version ?? 0;
        const behind = row.openedVersion !== null && row.openedVersion < version;
        // What the cook last had on screen against what they are shown now.
        return (
          <LastOpened openedAt={row.openedAt ?? null} openedVersion={row.openedVersion ?? null}>
            {behind && (
              <Link to={`${historyPath}?from=${row.openedVersion}&to=${version}`}>
                {intl.formatMessage(releaseMessages.compareOpened, { version })}
              </Link>
            )}
          </LastOpened>
        );
      },
    },
  ];
  const onNudge = async () => {
    try {
      const { data: answer } = await nudge({ variables: { recipeId } });
      // The count is the service's: only the cooks who may see it and have not read it were asked.
      toast.success(intl.formatMessage(releaseMessages.nudged, { count: answer?.NudgeRecipeReaders ?? 0 }));
    } catch (failure) {
      toast.error(splitServerError(failure, []).message ?? intl.formatMessage(formMessages.genericError));
    }
  };
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <Typography.Title level={3} id={headingId}>
        {intl.formatMessage(releaseMessages.readsTitle)}
      </Typography.Title>
      {loading && <Spinner />}
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      {reads && reads.cookCount === 0 && <Typography.Text type="secondary">{intl.formatMessage(releaseMessages.noCooks)}</Typography.Text>}
      {reads && reads.cookCount > 0 && (
        <Flex vertical gap={12}>
          <div>
            <Typography.Text strong>
              {intl.formatMessage(releaseMessages.readsSummary, { read: reads.readCount, total: reads.cookCount })}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {intl.formatMessage(releaseMessages.readsVersion, { version: reads.version })}
            </Typography.Text>
          </div>
          <Table<RecipeReadRow>
            rowKey="userId"
            columns={columns}
            dataSource={reads.cooks}
            pagination={false}
            size="small"
            aria-labelledby={headingId}
          />
          {canNudge && (
            <div>
              <Button
                variant="outline-primary"
                disabled={reads.readCount >= reads.cookCount}
                loading={nudging.loading}
                onClick={() => void onNudge()}
              >
                {intl.formatMessage(releaseMessages.nudge)}
              </Button>
            </div>
          )}
        </Flex>
      )}
    </section>
  );
}
