import { useToast } from '@brigade/ui';
import { Alert, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useKitchenPlan } from '../plan/useKitchenPlan';
import { canCancel, isPaying } from './billingState';
import { CurrentPlanCard } from './CurrentPlanCard';
import { kitchenPaymentMessages } from './messages';
import { PaymentHistory } from './PaymentHistory';
import { PlanChoices } from './PlanChoices';
import type { OfferedPlan } from './queries';
import { CancelSubscription } from './upgrade/CancelSubscription';
import { PlanChangeModal } from './upgrade/PlanChangeModal';
import { PurchaseModal } from './upgrade/PurchaseModal';
import { useBillingRefresh } from './useBillingRefresh';

/** /auth/admin/payments, the side menu's Upgrade Plan: the plan, the plans on offer (buy or switch), and the invoices. */
export function PaymentsPage() {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useBillingRefresh();
  const { kitchen, loading, error } = useKitchenPlan();
  const paying = isPaying(kitchen);
  const [buying, setBuying] = useState<OfferedPlan | null>(null);
  const [changing, setChanging] = useState<OfferedPlan | null>(null);

  const finish = async (message: string) => {
    await refresh();
    setBuying(null);
    setChanging(null);
    toast.success(message);
  };
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2}>{intl.formatMessage(kitchenPaymentMessages.title)}</Typography.Title>
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      <CurrentPlanCard kitchen={kitchen} loading={loading}>
        {canCancel(kitchen) && <CancelSubscription onCancelled={refresh} />}
      </CurrentPlanCard>
      <PlanChoices
        paidPlanId={paying ? (kitchen?.activeSubscriptionPlan?.id ?? null) : null}
        onChoose={(plan) => (paying ? setChanging(plan) : setBuying(plan))}
      />
      <PaymentHistory />
      <PurchaseModal
        plan={buying}
        onClose={() => setBuying(null)}
        onPaid={(plan) => finish(intl.formatMessage(kitchenPaymentMessages.purchased, { plan: plan.name }))}
      />
      <PlanChangeModal plan={changing} onClose={() => setChanging(null)} onDone={finish} />
    </Flex>
  );
}
