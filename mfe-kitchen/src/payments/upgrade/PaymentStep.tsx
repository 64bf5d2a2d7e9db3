import { Alert, Flex } from 'antd';
import { useBillingFormat } from '../format';
import { InvoicePreview } from './InvoicePreview';
import { StripeCardForm } from './StripeCardForm';
import { TestCardForm } from './TestCardForm';
import type { BuyResult } from './types';

type Props = { bought: BuyResult; onPaid: () => Promise<void> | void };

/** Step 4: the upcoming invoice, then the card: Stripe Elements with a publishable key, the embedded provider's test card without. */
export function PaymentStep({ bought, onPaid }: Props) {
  const f = useBillingFormat();
  const amount = f.money(bought.price.total, bought.price.currency);
  const secret = bought.client_secret;
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={bought.msg} />
      <InvoicePreview price={bought.price} />
      {secret && bought.publishable_key && (
        <StripeCardForm
          publishableKey={bought.publishable_key}
          clientSecret={secret}
          paymentId={bought.payment.id}
          amount={amount}
          onPaid={onPaid}
        />
      )}
      {secret && !bought.publishable_key && <TestCardForm clientSecret={secret} amount={amount} onPaid={onPaid} />}
    </Flex>
  );
}
