import { billingDay } from '@brigade/console-kit';
import { formatMoney } from '@brigade/money';
import { Alert, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { InvoicePreview } from './InvoicePreview';
import { upgradeMessages } from './messages';
import { StripeCardForm } from './StripeCardForm';
import { TestCardForm } from './TestCardForm';
import type { BuyResult } from './types';

type Props = { bought: BuyResult; onPaid: () => Promise<void> | void };

/**
 * Step 4: the upcoming invoice, then the card: Stripe Elements with a publishable key, the embedded
 * provider's test card without. Bought during the trial, nothing is charged now: the card is saved and
 * the first payment is taken when the trial ends, which is said before the card is asked for.
 */
export function PaymentStep({ bought, onPaid }: Props) {
  const intl = useIntl();
  const amount = formatMoney(bought.price.total, bought.price.currency, intl.locale);
  const secret = bought.client_secret;
  const trialEnd = bought.trialEndsAt;
  const action = trialEnd ? intl.formatMessage(upgradeMessages.saveCard) : intl.formatMessage(upgradeMessages.pay, { amount });
  const notice = trialEnd
    ? // The day as the plan card beside it writes it ('Free trial until …').
      intl.formatMessage(upgradeMessages.trialFirstPayment, { date: billingDay(intl, trialEnd), amount })
    : bought.msg;
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={notice} />
      <InvoicePreview price={bought.price} />
      {secret && bought.publishable_key && (
        <StripeCardForm
          publishableKey={bought.publishable_key}
          clientSecret={secret}
          paymentId={bought.payment.id}
          action={action}
          setup={Boolean(trialEnd)}
          onPaid={onPaid}
        />
      )}
      {secret && !bought.publishable_key && (
        <TestCardForm clientSecret={secret} action={action} setup={Boolean(trialEnd)} onPaid={onPaid} />
      )}
    </Flex>
  );
}
