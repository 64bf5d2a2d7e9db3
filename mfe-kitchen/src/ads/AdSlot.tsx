import { Button } from '@brigade/ui';
import { Card, Flex, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { UPGRADE_PATH } from '../common/paths';
import { useKitchenPlan } from '../plan/useKitchenPlan';
import { kitchenAdsMessages } from './messages';

/**
 * The ad slot: shown only while billing says ads should show (a free trial, or a plan with ads).
 * It carries Brigade's own promotion for upgrading: no third-party ad network sees the kitchen.
 */
export function AdSlot() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { kitchen } = useKitchenPlan();
  if (!kitchen?.getPaymentDueDate?.shouldShowAds) return null;
  return (
    <Card size="small" role="complementary" aria-label={intl.formatMessage(kitchenAdsMessages.title)} style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div>
          {/* A neutral tag: antd's orange one is 3.3:1 on its tint in the light theme. */}
          <Tag>{intl.formatMessage(kitchenAdsMessages.label)}</Tag>
          <Typography.Text strong>{intl.formatMessage(kitchenAdsMessages.title)}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {intl.formatMessage(kitchenAdsMessages.text)}
          </Typography.Paragraph>
        </div>
        <Button variant="primary" onClick={() => void navigate(UPGRADE_PATH)}>
          {intl.formatMessage(kitchenAdsMessages.action)}
        </Button>
      </Flex>
    </Card>
  );
}
