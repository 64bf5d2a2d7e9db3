import { useQuery } from '@apollo/client/react';
import { usePagedList, useUrlParam } from '@brigade/console-kit';
import type { RecipeMenuType } from '@brigade/recipe-editor';
import { Pagination } from '@brigade/ui';
import { Alert, Flex, Input, Segmented } from 'antd';
import { useIntl } from 'react-intl';
import type { LineCardsQueryVariables } from '../__generated__/graphql';
import { AllowanceNote } from './AllowanceNote';
import { LINE_PAGER, LINE_SEARCH } from './LineTheme';
import { kitchenLineMessages } from './messages';
import { LINE_CARDS } from './queries';
import { RecipeCards } from './RecipeCards';
import { RecipeNotices } from './RecipeNotices';

/** Enough cards to fill a tablet's screen a few times over. */
const PAGE_SIZE = 24;

/**
 * The cook's home: their kitchen's recipes or dishes, as the server lets this cook see them
 * (restrictions and the plan's per-cook allowance are applied there, not here). The kind, the
 * search and the page live in the address, so Back from a recipe returns to the same cards. Above
 * them, the recipes that changed since the cook last read them.
 */
export function LineHomePage() {
  const intl = useIntl();
  const list = usePagedList();
  const [kind, setKind] = useUrlParam('type');
  const type: RecipeMenuType = kind === 'MENU' ? 'MENU' : 'RECIPE';
  const variables: LineCardsQueryVariables = {
    pageNo: list.pageNo,
    sizePerPage: PAGE_SIZE,
    filters: { type, status: 'ACTIVE', ...(list.search ? { search: list.search } : {}) },
    sort: 'ORDER',
  };
  const { data, loading, error } = useQuery(LINE_CARDS, { variables, fetchPolicy: 'cache-and-network' });
  const page = data?.getRecipeMenu;
  return (
    <Flex vertical gap={20} style={{ padding: 16 }}>
      <RecipeNotices />
      <AllowanceNote />
      <Flex gap={16} wrap align="center">
        <Segmented<RecipeMenuType>
          size="large"
          aria-label={intl.formatMessage(kitchenLineMessages.kind)}
          value={type}
          onChange={(next) => setKind(next === 'MENU' ? 'MENU' : null)}
          options={[
            { value: 'RECIPE', label: intl.formatMessage(kitchenLineMessages.recipes) },
            { value: 'MENU', label: intl.formatMessage(kitchenLineMessages.dishes) },
          ]}
        />
        <Input.Search
          size="large"
          allowClear
          className={LINE_SEARCH}
          enterButton
          defaultValue={list.search}
          aria-label={intl.formatMessage(kitchenLineMessages.search)}
          placeholder={intl.formatMessage(kitchenLineMessages.search)}
          onSearch={(text) => list.setSearch(text.trim())}
          style={{ flex: '1 1 280px', maxWidth: 520 }}
        />
      </Flex>
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      <RecipeCards cards={page?.records} loading={loading && !page} />
      {page && (
        <div className={LINE_PAGER}>
          <Pagination total={page.total} pageSize={PAGE_SIZE} current={list.pageNo} onChange={list.setPage} />
        </div>
      )}
    </Flex>
  );
}
