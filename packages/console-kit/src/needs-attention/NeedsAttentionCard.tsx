import { useQuery } from '@apollo/client/react';
import { Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADMIN_BASE } from '../common/paths';
import { m } from './messages';
import { NEEDS_ATTENTION, type AttentionItem } from './queries';

export const NEEDS_ATTENTION_PATH = `${ADMIN_BASE}/needs-attention`;

/** The dashboard's 'Needs attention: 3', linking to the list; nothing while everything is complete (or the list cannot be read). */
export function NeedsAttentionCard() {
  const intl = useIntl();
  const { data } = useQuery<{ getNeedsAttention: AttentionItem[] }>(NEEDS_ATTENTION, { fetchPolicy: 'cache-and-network' });
  const count = data?.getNeedsAttention.length ?? 0;
  if (count === 0) return null;
  const title = intl.formatMessage(m.card, { count });
  return (
    <Card aria-label={title} size="small">
      <Flex vertical gap={4}>
        <Typography.Text strong>⚠ {title}</Typography.Text>
        <Typography.Text type="secondary">{intl.formatMessage(m.cardHint, { count })}</Typography.Text>
        <Link to={NEEDS_ATTENTION_PATH}>{intl.formatMessage(m.cardLink)}</Link>
      </Flex>
    </Card>
  );
}
