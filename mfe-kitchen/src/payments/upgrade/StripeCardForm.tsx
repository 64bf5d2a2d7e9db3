import { useMutation } from '@apollo/client/react';
import { Button, formMessages } from '@brigade/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when a purchase needs it, not with the kitchen app.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { upgradeMessages } from './messages';
import { CHECK_PAYMENT } from './mutations';

/** `action` is the button's text; `setup`: the secret is a SetupIntent's (a purchase during the trial saves the card, charged at its end). */
type Props = {
  publishableKey: string;
  clientSecret: string;
  paymentId: string;
  action: string;
  setup?: boolean;
  onPaid: () => Promise<void> | void;
};

// Stripe asks for one loadStripe per key for the page's life, not one per render.
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
};

/** Stripe Elements when billing runs with Stripe keys: the card never touches Brigade's servers. */
export function StripeCardForm({ publishableKey, clientSecret, ...rest }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <ConfirmWithStripe {...rest} />
    </Elements>
  );
}

function ConfirmWithStripe({ paymentId, action, setup = false, onPaid }: Omit<Props, 'publishableKey' | 'clientSecret'>) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [check] = useMutation(CHECK_PAYMENT);
  const pay = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    try {
      // A card pays here; a bank that sends the person away brings them back to this page.
      const confirm = { elements, redirect: 'if_required' as const, confirmParams: { return_url: window.location.href } };
      const result = setup ? await stripe.confirmSetup(confirm) : await stripe.confirmPayment(confirm);
      if (result.error) return setError(result.error.message ?? intl.formatMessage(upgradeMessages.notPaid));
      // Billing learns of the payment from Stripe's webhook; asking now shows the new plan without waiting for it.
      await check({ variables: { id: paymentId } }).catch(() => undefined);
      await onPaid();
    } catch {
      setError(intl.formatMessage(formMessages.genericError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={16}>
      <PaymentElement />
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      <Button variant="primary" disabled={!stripe || !elements} loading={busy} onClick={() => void pay()} style={{ alignSelf: 'start' }}>
        {action}
      </Button>
    </Flex>
  );
}
