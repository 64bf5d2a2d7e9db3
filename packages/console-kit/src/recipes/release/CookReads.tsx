import { useQuery } from '@apollo/client/react';
import { COOK_READS, type CookRecipeRead } from '@brigade/recipe-editor';
import { Spinner } from '@brigade/ui';
import { Alert, Table, Typography, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RecipeKind } from '../kinds';
import { LastOpened } from './LastOpened';
import { releaseMessages } from './messages';

/**
 * One cook's reads (issue #25): every recipe and dish they may see now, whether they have read the
 * version they are shown, those still to read first. On the cook's page in both consoles.
 */
export function CookReads({ cookId, recipePath }: { cookId: string; recipePath: RecipeKind['recipePath'] }) {
  const intl = useIntl();
  const headingId = useId();
  const { data, loading, error } = useQuery(COOK_READS, { variables: { cookId }, fetchPolicy: 'network-only' });
  const reads = data?.getCookReads;
  const columns: TableColumnsType<CookRecipeRead> = [
    {
      key: 'recipe',
      title: intl.formatMessage(releaseMessages.recipe),
      render: (_, row) => <Link to={recipePath(row.recipe)}>{row.recipe.title}</Link>,
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
      render: (_, row) => <LastOpened openedAt={row.openedAt ?? null} openedVersion={row.openedVersion ?? null} />,
    },
  ];
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <Typography.Title level={3} id={headingId}>
        {intl.formatMessage(releaseMessages.cookReadsTitle)}
      </Typography.Title>
      {loading && <Spinner />}
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      {reads && (
        <>
          <Typography.Paragraph strong>
            {intl.formatMessage(releaseMessages.cookReadsSummary, { read: reads.readCount, total: reads.recipeCount })}
          </Typography.Paragraph>
          <Table<CookRecipeRead>
            rowKey={(row) => row.recipe.id}
            columns={columns}
            dataSource={reads.recipes}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            size="small"
            aria-labelledby={headingId}
          />
        </>
      )}
    </section>
  );
}
