import { Card, Col, Progress, Row, Statistic, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADMIN_BASE } from '../common/paths';
import { usageOf, type Limited } from '../plan/limits';
import { planMessages } from '../plan/messages';
import type { KitchenPlan } from '../plan/queries';
import { kitchenDashboardMessages } from './messages';

const CARDS: { what: Limited; path: string }[] = [
  { what: 'cooks', path: `${ADMIN_BASE}/cook` },
  { what: 'recipes', path: `${ADMIN_BASE}/recipe` },
  { what: 'dishes', path: `${ADMIN_BASE}/dishes` },
];

/** Cooks 3 / 5, recipes 40 / 100, dishes 12 / 50: what the kitchen uses of its plan. */
export function UsageCards({ kitchen }: { kitchen: KitchenPlan }) {
  const intl = useIntl();
  const plan = kitchen.activeSubscriptionPlan;
  return (
    <>
      <Typography.Title level={4}>
        {plan
          ? intl.formatMessage(kitchenDashboardMessages.planName, { plan: plan.name })
          : intl.formatMessage(kitchenDashboardMessages.noPlan)}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {CARDS.map(({ what, path }) => {
          const usage = usageOf(kitchen, what);
          const title = intl.formatMessage(planMessages[what]);
          return (
            <Col key={what} xs={24} md={8}>
              <Card aria-label={title}>
                <Link to={path}>
                  <Statistic title={title} value={usage?.used ?? 0} suffix={usage ? `/ ${intl.formatNumber(usage.allowed)}` : undefined} />
                </Link>
                {usage && (
                  <Progress
                    // A bar needs a name of its own (axe): what it fills, in words.
                    aria-label={intl.formatMessage(kitchenDashboardMessages.usageBar, {
                      what: title,
                      used: usage.used,
                      allowed: usage.allowed,
                    })}
                    percent={Math.min(100, Math.round((usage.used / Math.max(1, usage.allowed)) * 100))}
                    status={usage.full ? 'exception' : 'normal'}
                    showInfo={false}
                  />
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
      {plan && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {intl.formatMessage(kitchenDashboardMessages.perCook, { count: intl.formatNumber(plan.perCookViewRecipeCount) })}
        </Typography.Paragraph>
      )}
    </>
  );
}
