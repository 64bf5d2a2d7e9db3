import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@brigade/money';
import { Button } from '@brigade/ui';
import { Alert, Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { kitchenPaymentMessages } from './messages';
import { PLANS_ON_OFFER, type OfferedPlan } from './queries';

type Props = {
  /** The plan the kitchen pays for: shown as its own, not offered again. Null during a trial (buying the trial's plan is allowed). */
  paidPlanId: string | null;
  onChoose: (plan: OfferedPlan) => void;
};

/** The plans on offer, cheapest first, each with its limits and a button to buy it or switch to it. */
export function PlanChoices({ paidPlanId, onChoose }: Props) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(PLANS_ON_OFFER);
  return (
    <Card title={intl.formatMessage(kitchenPaymentMessages.onOffer)} loading={loading && !data}>
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      <Row gutter={[16, 16]}>
        {(data?.getActiveSubscriptionPlan ?? []).map((plan) => (
          <Col key={plan.id} xs={24} md={12} xl={8}>
            <Card
              type="inner"
              title={intl.formatMessage(kitchenPaymentMessages.planName, {
                name: plan.name,
                cycle: intl.formatMessage(kitchenPaymentMessages[plan.subscriptionPlan]),
              })}
              extra={plan.id === paidPlanId && <Tag color="green">{intl.formatMessage(kitchenPaymentMessages.yours)}</Tag>}
            >
              <Typography.Title level={4}>
                {intl.formatMessage(kitchenPaymentMessages.pricePerCycle, {
                  price: formatMoney(plan.price, plan.currency, intl.locale),
                  cycle: plan.subscriptionPlan,
                })}
              </Typography.Title>
              <Descriptions
                size="small"
                column={1}
                items={(
                  [
                    ['cooks', plan.cooksCount],
                    ['recipes', plan.recipeCount],
                    ['dishes', plan.dishesCount],
                    ['perCookRecipes', plan.perCookViewRecipeCount],
                  ] as const
                ).map(([key, count]) => ({
                  key,
                  label: intl.formatMessage(kitchenPaymentMessages[key]),
                  children: intl.formatNumber(count),
                }))}
              />
              {plan.id !== paidPlanId && (
                <Button variant="primary" style={{ marginTop: 12 }} onClick={() => onChoose(plan)}>
                  {intl.formatMessage(paidPlanId ? kitchenPaymentMessages.switchTo : kitchenPaymentMessages.choose, { name: plan.name })}
                </Button>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
