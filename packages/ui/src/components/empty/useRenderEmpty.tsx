import { Empty, type ConfigProviderProps } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { dataTableMessages } from '../data-table/messages';

/**
 * SPEC.md's 'No Record Found' for every empty antd list, table and picker (antd's own says "No
 * data"), for a ConfigProvider's `renderEmpty`. A component that says something more useful (its
 * own `notFoundContent` or `locale.emptyText`) still wins.
 */
export function useRenderEmpty(): NonNullable<ConfigProviderProps['renderEmpty']> {
  const intl = useIntl();
  return useCallback(
    () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(dataTableMessages.empty)} />,
    [intl],
  );
}
