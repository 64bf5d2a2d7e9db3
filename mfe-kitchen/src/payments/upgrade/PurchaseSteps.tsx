import { useMutation } from '@apollo/client/react';
import { BrigadeForm, Button, formMessages, splitServerError } from '@brigade/ui';
import { Alert, Flex, Form, Steps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OfferedPlan } from '../queries';
import { AccountTypeStep } from './AccountTypeStep';
import { AddressStep } from './AddressStep';
import { upgradeMessages } from './messages';
import { BUY_SUBSCRIPTION } from './mutations';
import { PaymentStep } from './PaymentStep';
import { purchaseField, purchaseInput, STEP_FIELDS, stepOf, stepsFor, type PurchaseValues, type StepKey } from './purchaseForm';
import type { BuyResult } from './types';
import { VatStep } from './VatStep';

const TITLES = {
  account: upgradeMessages.stepAccount,
  vat: upgradeMessages.stepVat,
  address: upgradeMessages.stepAddress,
  payment: upgradeMessages.stepPayment,
};
const PANELS: Record<Exclude<StepKey, 'payment'>, ReactNode> = { account: <AccountTypeStep />, vat: <VatStep />, address: <AddressStep /> };

type Props = { plan: OfferedPlan; onPaid: () => Promise<void> | void };

/**
 * Account type → VAT details (a business) → billing address → payment. Leaving the address opens
 * the checkout (createSubscriptionBuy); a field billing refuses brings its step back with the message.
 */
export function PurchaseSteps({ plan, onPaid }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<PurchaseValues>();
  const steps = stepsFor(Form.useWatch('accountType', form));
  const [current, setCurrent] = useState<StepKey>('account');
  const [bought, setBought] = useState<BuyResult | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [buy, { loading }] = useMutation(BUY_SUBSCRIPTION);
  const index = steps.indexOf(current);
  const following = steps[index + 1];
  // The form's own value, not the watched one: a click may come before useWatch has caught up with the choice.
  const beside = (offset: number) => {
    const live = stepsFor(form.getFieldValue('accountType'));
    return live[live.indexOf(current) + offset];
  };

  const next = async () => {
    // A field edited while this runs makes antd reject as out of date with no errors: still valid.
    const invalid = await form.validateFields(STEP_FIELDS[current]).then(
      () => false,
      (e: { errorFields?: unknown[] }) => Boolean(e.errorFields?.length),
    );
    if (invalid) return;
    setAlert(null);
    const after = beside(1);
    if (!after) return;
    if (after !== 'payment') return setCurrent(after);
    try {
      const { data } = await buy({ variables: { input: purchaseInput(plan.id, form.getFieldsValue(true)) } });
      setBought(data!.createSubscriptionBuy);
      setCurrent('payment');
    } catch (error) {
      // useFormProblems takes flat names only; billing names the address fields under billingAddress.
      const { fields, message } = splitServerError(error, purchaseField);
      form.setFields(fields);
      if (fields[0]) setCurrent(stepOf(fields[0].name));
      setAlert(message ?? (fields.length ? null : intl.formatMessage(formMessages.genericError)));
    }
  };
  const back = () => {
    const previous = beside(-1);
    setBought(null);
    if (previous) setCurrent(previous);
  };

  return (
    <Flex vertical gap={16}>
      <Steps size="small" current={index} items={steps.map((key) => ({ title: intl.formatMessage(TITLES[key]) }))} />
      {alert && <Alert type="error" showIcon role="alert" title={alert} />}
      {/* Every step's fields stay mounted (hidden), so Back, Next and a server's field error keep what was typed. */}
      <BrigadeForm<PurchaseValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        style={{ display: current === 'payment' ? 'none' : undefined }}
      >
        {steps.map(
          (key) =>
            key !== 'payment' && (
              <div key={key} hidden={key !== current}>
                {PANELS[key]}
              </div>
            ),
        )}
      </BrigadeForm>
      {current === 'payment' && bought && <PaymentStep bought={bought} onPaid={onPaid} />}
      <Flex justify="space-between">
        <Button disabled={index === 0} onClick={back}>
          {intl.formatMessage(upgradeMessages.back)}
        </Button>
        {following && (
          <Button variant="primary" loading={loading} onClick={() => void next()}>
            {intl.formatMessage(following === 'payment' ? upgradeMessages.toPayment : upgradeMessages.next)}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
