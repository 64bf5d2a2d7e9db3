import { formatMoney } from '@brigade/money';
import { Button, Spinner } from '@brigade/ui';
import { Alert, Flex, Modal } from 'antd';
import { useIntl } from 'react-intl';
import type { OfferedPlan } from '../queries';
import { upgradeMessages } from './messages';
import { ProrationPreview } from './ProrationPreview';
import { TestCardForm } from './TestCardForm';
import { cardToPay, usePlanChange } from './usePlanChange';

type Props = { plan: OfferedPlan | null; onClose: () => void; onDone: (message: string) => Promise<void> | void };

/** A paying kitchen's move to another plan: the proration first, the change on Confirm. */
export function PlanChangeModal({ plan, onClose, onDone }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={Boolean(plan)}
      title={plan && intl.formatMessage(upgradeMessages.changeTitle, { plan: plan.name })}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {plan && <PlanChange planId={plan.id} onDone={onDone} />}
    </Modal>
  );
}

function PlanChange({ planId, onDone }: { planId: string; onDone: Props['onDone'] }) {
  const intl = useIntl();
  const { preview, result, error, busy, confirm } = usePlanChange(planId);
  const toPay = cardToPay(result);
  const submit = async () => {
    const answer = await confirm();
    // Declined: the kitchen stays on its plan and may try again; a payment to pay waits for the card.
    if (answer && answer.status !== 'declined' && !cardToPay(answer)) await onDone(answer.msg);
  };
  if (!preview && busy) return <Spinner />;
  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {result?.status === 'declined' && <Alert type="error" showIcon role="alert" title={result.msg} />}
      {preview && <Alert type="info" showIcon title={preview.msg} />}
      {preview && <ProrationPreview change={preview} />}
      {toPay ? (
        <TestCardForm
          clientSecret={toPay.clientSecret}
          action={intl.formatMessage(upgradeMessages.pay, { amount: formatMoney(toPay.total, toPay.currency, intl.locale) })}
          onPaid={() => onDone(result!.msg)}
        />
      ) : (
        preview && (
          <Button variant="primary" loading={busy} onClick={() => void submit()} style={{ alignSelf: 'end' }}>
            {intl.formatMessage(upgradeMessages.confirmChange)}
          </Button>
        )
      )}
    </Flex>
  );
}
