import { useQuery } from '@apollo/client/react';
import { consoleMessages as common, ListPage, statusColumn, usePagedList } from '@brigade/console-kit';
import type { DataTableColumn } from '@brigade/ui';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { adminUnitMessages } from './messages';
import { UNITS, type Unit } from './queries';

const LANGUAGES = ['en', 'nl', 'fr', 'de', 'es'] as const;

/**
 * The platform's units (issue #45): name, symbol, dimension, the factor to the dimension's base (g, ml or piece)
 * and the names given per language. Read-only: the catalog exposes no unit mutations; units come with the platform.
 */
export function UnitListPage() {
  const intl = useIntl();
  const list = usePagedList();
  const { data, previousData, loading, error } = useQuery(UNITS, {
    variables: { pageNo: list.pageNo, sizePerPage: list.sizePerPage, filters: list.filters() },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.getUnits;
  const columns: DataTableColumn<Unit>[] = [
    { header: intl.formatMessage(common.name), key: 'name' },
    { header: intl.formatMessage(adminUnitMessages.code), key: 'code', width: 100, render: (row) => row.code ?? '—' },
    {
      header: intl.formatMessage(adminUnitMessages.dimension),
      key: 'dimension',
      width: 120,
      render: (row) => intl.formatMessage(adminUnitMessages.dimensionName, { dimension: row.dimension }),
    },
    {
      header: intl.formatMessage(adminUnitMessages.factor),
      key: 'toBase',
      width: 180,
      render: (row) =>
        row.toBase === null ? (
          <Typography.Text type="secondary">{intl.formatMessage(adminUnitMessages.noFactor)}</Typography.Text>
        ) : (
          intl.formatMessage(adminUnitMessages.factorValue, {
            unit: row.code ?? row.name,
            value: intl.formatNumber(row.toBase, { maximumFractionDigits: 6 }),
            dimension: row.dimension,
          })
        ),
    },
    {
      header: intl.formatMessage(adminUnitMessages.translations),
      key: 'translations',
      render: (row) => {
        const given = LANGUAGES.filter((lang) => row.translations[lang]);
        if (given.length === 0)
          return <Typography.Text type="secondary">{intl.formatMessage(adminUnitMessages.noTranslations)}</Typography.Text>;
        return (
          <span style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12, rowGap: 2 }}>
            {given.map((lang) => (
              <span key={lang}>
                <Typography.Text type="secondary">{lang.toUpperCase()}</Typography.Text> {row.translations[lang]}
              </span>
            ))}
          </span>
        );
      },
    },
    statusColumn(intl),
  ];
  return (
    <ListPage<Unit>
      title={intl.formatMessage(adminUnitMessages.title)}
      notice={<Typography.Paragraph type="secondary">{intl.formatMessage(adminUnitMessages.intro)}</Typography.Paragraph>}
      list={list}
      rows={page?.records ?? []}
      total={page?.total ?? 0}
      loading={loading && !page}
      error={error}
      columns={columns}
      statuses={['ALL', 'ACTIVE', 'PAUSED']}
    />
  );
}
