import { useQuery } from '@apollo/client/react';
import { useShellSession } from '@brigade/console-kit';
import { cookName } from '@brigade/recipe-editor';
import { Card, List, Tag, Typography } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DISH_KIND, RECIPE_KIND } from '../recipe/kinds';
import { kitchenDashboardMessages } from './messages';
import { CHANGED_BY, RECENT_CHANGES } from './queries';

const messages = defineMessages({
  byYou: { id: 'kitchen.dashboard.changedByYou', defaultMessage: 'Changed by you' },
  by: { id: 'kitchen.dashboard.changedBy', defaultMessage: 'Changed by {name}' },
});

/**
 * Who made the last save. The recipe service gives the id only; identity names the person (one call per
 * person, shared by their rows through the cache). Someone the caller may not see (Brigade support) is left unsaid.
 */
function ChangedBy({ userId }: { userId: string }) {
  const intl = useIntl();
  const session = useShellSession();
  const mine = session.user?.id === userId;
  const { data } = useQuery(CHANGED_BY, { variables: { id: userId }, skip: mine });
  const person = data?.getUserById;
  if (mine) return <Typography.Text type="secondary">{intl.formatMessage(messages.byYou)}</Typography.Text>;
  if (!person) return null;
  return <Typography.Text type="secondary">{intl.formatMessage(messages.by, { name: cookName(person) })}</Typography.Text>;
}

/** The five recipes or dishes changed last, each opening its page, with who changed it and when. */
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
              <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
                {/* The tag keeps its distance from the title (issue #45: they touched). */}
                <span style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                  <Tag style={{ marginInlineEnd: 0 }}>
                    {intl.formatMessage(row.type === 'MENU' ? kitchenDashboardMessages.dish : kitchenDashboardMessages.recipe)}
                  </Tag>
                  <Link to={kind.paths.view(row.id)}>{row.title}</Link>
                </span>
                {row.updatedBy && <ChangedBy userId={row.updatedBy} />}
              </div>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
