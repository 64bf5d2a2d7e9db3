import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Card, List, Tag, Typography } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { KitchenDraftsWaitingQuery, KitchenDraftsWaitingQueryVariables } from '../__generated__/graphql';
import { DISH_KIND, RECIPE_KIND } from '../recipe/kinds';
import { kitchenDashboardMessages } from './messages';

/** The most the card lists: a glance, the lists mark every one. */
const SHOWN = 5;

/**
 * The caller's kitchen's drafts waiting for release, newest first (the recipe service scopes it to
 * the admin's own kitchen and refuses cooks). Each draft carries its recipe's own id: read it with
 * `no-cache`, or the draft's title would overwrite the released recipe's in the cache.
 */
export const DRAFTS_WAITING: TypedDocumentNode<KitchenDraftsWaitingQuery, KitchenDraftsWaitingQueryVariables> = gql`
  query KitchenDraftsWaiting($limit: Int) {
    getDraftsWaiting(limit: $limit) {
      total
      records {
        version
        savedAt
        sentBack {
          at
        }
        recipe {
          id
          title
          type
        }
      }
    }
  }
`;

const messages = defineMessages({
  title: { id: 'kitchen.dashboard.draftsWaiting', defaultMessage: 'Waiting for release ({count})' },
  saved: { id: 'kitchen.dashboard.draftSaved', defaultMessage: 'Version {version}, saved {date}' },
  sentBack: { id: 'kitchen.dashboard.draftSentBack', defaultMessage: 'Sent back' },
  more: {
    id: 'kitchen.dashboard.draftsMore',
    defaultMessage: '{count, plural, one {# more draft is} other {# more drafts are}} marked in the recipe and dish lists',
  },
});

/**
 * On the kitchen admin's dashboard (issue #45): the recipes and dishes whose change waits for an
 * admin's release, each opening its page, where the draft is previewed and released or sent back.
 * None waiting (review off, or all released): no card.
 */
export function DraftsWaiting() {
  const intl = useIntl();
  const { data } = useQuery(DRAFTS_WAITING, { variables: { limit: SHOWN }, fetchPolicy: 'no-cache' });
  const waiting = data?.getDraftsWaiting;
  if (!waiting || waiting.total === 0) return null;
  const more = waiting.total - waiting.records.length;
  return (
    <Card title={intl.formatMessage(messages.title, { count: waiting.total })} data-testid="drafts-waiting">
      <List
        dataSource={waiting.records}
        renderItem={(draft) => {
          const kind = draft.recipe.type === 'MENU' ? DISH_KIND : RECIPE_KIND;
          return (
            <List.Item>
              <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
                <span style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                  <Tag style={{ marginInlineEnd: 0 }}>
                    {intl.formatMessage(draft.recipe.type === 'MENU' ? kitchenDashboardMessages.dish : kitchenDashboardMessages.recipe)}
                  </Tag>
                  <Link to={kind.paths.view(draft.recipe.id)}>{draft.recipe.title}</Link>
                  {draft.sentBack && (
                    <Tag color="orange" style={{ marginInlineEnd: 0 }}>
                      {intl.formatMessage(messages.sentBack)}
                    </Tag>
                  )}
                </span>
                <Typography.Text type="secondary">
                  {intl.formatMessage(messages.saved, {
                    version: draft.version,
                    date: intl.formatDate(draft.savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </Typography.Text>
              </div>
            </List.Item>
          );
        }}
      />
      {more > 0 && (
        <Typography.Paragraph style={{ margin: '8px 0 0' }}>{intl.formatMessage(messages.more, { count: more })}</Typography.Paragraph>
      )}
    </Card>
  );
}
