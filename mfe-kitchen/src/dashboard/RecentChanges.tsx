import { useQuery } from '@apollo/client/react';
import { Card, List, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DISH_KIND, RECIPE_KIND } from '../recipe/kinds';
import { kitchenDashboardMessages } from './messages';
import { RECENT_CHANGES } from './queries';

/** The five recipes or dishes changed last, each opening its page. */
export function RecentChanges() {
  const intl = useIntl();
  const { data, loading } = useQuery(RECENT_CHANGES, { fetchPolicy: 'cache-and-network' });
  const rows = data?.getRecipeMenu.records ?? [];
  return (
    <Card title={intl.formatMessage(kitchenDashboardMessages.recent)}>
      <List
        loading={loading && !data}
        dataSource={rows}
        locale={{ emptyText: intl.formatMessage(kitchenDashboardMessages.nothingYet) }}
        renderItem={(row) => {
          const kind = row.type === 'MENU' ? DISH_KIND : RECIPE_KIND;
          return (
            <List.Item
              extra={
                row.updatedAt && (
                  <Typography.Text type="secondary">
                    {intl.formatDate(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Typography.Text>
                )
              }
            >
              <span>
                <Tag>{intl.formatMessage(row.type === 'MENU' ? kitchenDashboardMessages.dish : kitchenDashboardMessages.recipe)}</Tag>
                <Link to={kind.paths.view(row.id)}>{row.title}</Link>
              </span>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
