import { useQuery } from '@apollo/client/react';
import { Spinner } from '@brigade/ui';
import { Alert, Flex, Form, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { COMPARE_RECIPE_VERSIONS } from './queries';
import { historyMessages } from './messages';
import { VersionDiff } from './VersionDiff';

export type VersionPair = { from: number; to: number };

type Props = { recipeId: string; current: number; released: number; pair: VersionPair; onPair: (pair: VersionPair) => void };

/**
 * Two versions chosen by number (any of 1 … current: numbers have no gaps) and what changed between
 * them; the one cooks see reads '(live)', a newer one waiting for release '(draft)'.
 */
export function ComparePanel({ recipeId, current, released, pair, onPair }: Props) {
  const intl = useIntl();
  const options = useMemo(
    () =>
      Array.from({ length: current }, (_, index) => current - index).map((number) => ({
        value: number,
        label:
          intl.formatMessage(historyMessages.version, { number }) +
          (number === released
            ? ` (${intl.formatMessage(historyMessages.liveShort)})`
            : number > released
              ? ` (${intl.formatMessage(historyMessages.draftShort)})`
              : ''),
      })),
    [current, released, intl],
  );
  const same = pair.from === pair.to;
  const { data, loading, error } = useQuery(COMPARE_RECIPE_VERSIONS, {
    variables: { recipeId, ...pair },
    skip: same,
  });
  const diff = data?.compareRecipeVersions;
  return (
    <Flex vertical gap={12}>
      <Form layout="inline" style={{ rowGap: 8 }}>
        <Form.Item label={intl.formatMessage(historyMessages.compareFrom)} htmlFor="history-compare-from">
          <Select
            id="history-compare-from"
            style={{ width: 200 }}
            options={options}
            value={pair.from}
            onChange={(from: number) => onPair({ ...pair, from })}
          />
        </Form.Item>
        <Form.Item label={intl.formatMessage(historyMessages.compareTo)} htmlFor="history-compare-to">
          <Select
            id="history-compare-to"
            style={{ width: 200 }}
            options={options}
            value={pair.to}
            onChange={(to: number) => onPair({ ...pair, to })}
          />
        </Form.Item>
      </Form>
      {same && <Typography.Paragraph>{intl.formatMessage(historyMessages.sameVersion)}</Typography.Paragraph>}
      {!same && loading && <Spinner />}
      {!same && error && (
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(historyMessages.compareFailed)} description={error.message} />
      )}
      {!same && diff && !loading && (
        <div aria-live="polite">
          <Typography.Paragraph strong>
            {intl.formatMessage(historyMessages.comparing, { from: diff.from, to: diff.to })}
          </Typography.Paragraph>
          <VersionDiff diff={diff} />
        </div>
      )}
    </Flex>
  );
}
