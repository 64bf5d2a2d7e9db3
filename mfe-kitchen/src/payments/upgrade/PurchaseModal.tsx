import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import type { OfferedPlan } from '../queries';
import { upgradeMessages } from './messages';
import { PurchaseSteps } from './PurchaseSteps';

type Props = { plan: OfferedPlan | null; onClose: () => void; onPaid: (plan: OfferedPlan) => Promise<void> | void };

/** The subscription purchase modal (SPEC.md §2) for a kitchen on a trial or without a paid plan; closed, it forgets what was typed. */
export function PurchaseModal({ plan, onClose, onPaid }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={Boolean(plan)}
      title={plan && intl.formatMessage(upgradeMessages.buyTitle, { plan: plan.name })}
      onCancel={onClose}
      footer={null}
      width={640}
      // A click beside the modal would lose what was typed over several steps.
      mask={{ closable: false }}
      destroyOnHidden
    >
      {plan && <PurchaseSteps plan={plan} onPaid={() => onPaid(plan)} />}
    </Modal>
  );
}
