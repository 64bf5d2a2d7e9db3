import { useQuery } from '@apollo/client/react';
import { Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useConsoleBase } from '../session/ConsoleContext';
import { groupByCause } from './items';
import { needsAttentionMessages } from './messages';
import { NEEDS_ATTENTION } from './queries';

/**
 * A kitchen dashboard's 'Needs attention: 3', linking to the list (`needs-attention` below the
 * console); nothing while everything is complete (or the list cannot be read). The caller's own
 * kitchen: the page's query, so both read one answer.
 */
export function NeedsAttentionCard() {
  const intl = useIntl();
  const base = useConsoleBase();
  const { data } = useQuery(NEEDS_ATTENTION, { variables: {}, fetchPolicy: 'cache-and-network' });
  // Things to fix, as the page counts them: a gap holding up cost and nutrition is one.
  const count = groupByCause(data?.getNeedsAttention ?? []).length;
  if (count === 0) return null;
  const title = intl.formatMessage(needsAttentionMessages.card, { count });
  return (
    <Card aria-label={title} size="small">
      <Flex vertical gap={4}>
        <Typography.Text strong>⚠ {title}</Typography.Text>
        <Typography.Text type="secondary">{intl.formatMessage(needsAttentionMessages.cardHint, { count })}</Typography.Text>
        <Link to={`${base}/needs-attention`}>{intl.formatMessage(needsAttentionMessages.cardLink)}</Link>
      </Flex>
    </Card>
  );
}
