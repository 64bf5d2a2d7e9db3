import { useMutation } from '@apollo/client/react';
import { formMessages, splitServerError } from '@brigade/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CHANGE_PLAN } from './mutations';
import type { PlanChange } from './types';

type Outcome = { change: PlanChange | null; problem: string | null; expired: boolean };

/** Billing opens a payment to pay in the browser only when the saved card could not settle the difference itself. */
export const cardToPay = (change: PlanChange | null) =>
  change?.status === 'pending' && change.payment?.clientSecret ? { ...change.payment, clientSecret: change.payment.clientSecret } : null;

/**
 * updateStripeSubscriptionPlan twice (README 'Changing plan'): a preview when the modal opens,
 * then the change at the preview's prorationDate so the charge is exactly what was shown. An
 * expired preview (billing refuses the prorationDate) is previewed again, with billing's word on it.
 */
export function usePlanChange(subscriptionPlanId: string) {
  const intl = useIntl();
  const [call] = useMutation(CHANGE_PLAN);
  const [preview, setPreview] = useState<PlanChange | null>(null);
  const [result, setResult] = useState<PlanChange | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);

  const run = useCallback(
    async (variables: Record<string, unknown>): Promise<Outcome> => {
      setBusy(true);
      try {
        const { data } = await call({ variables: { subscriptionPlanId, ...variables } });
        return { change: data!.updateStripeSubscriptionPlan, problem: null, expired: false };
      } catch (e) {
        const { fields, message } = splitServerError(e, ['prorationDate']);
        const problem = fields[0]?.errors[0] ?? message ?? intl.formatMessage(formMessages.genericError);
        return { change: null, problem, expired: fields.length > 0 };
      } finally {
        setBusy(false);
      }
    },
    [call, subscriptionPlanId, intl],
  );
  const showPreview = useCallback(async () => {
    const { change, problem } = await run({ preview: true });
    if (change) setPreview(change);
    return problem;
  }, [run]);

  useEffect(() => {
    // Once per opening, also under StrictMode's double effects: a preview changes nothing but costs a provider call.
    if (asked.current) return;
    asked.current = true;
    void showPreview().then(setError);
  }, [showPreview]);

  const confirm = async () => {
    if (!preview) return null;
    setError(null);
    const { change, problem, expired } = await run({ preview: false, prorationDate: preview.invoice.prorationDate });
    setError(problem);
    if (expired) setError((await showPreview()) ?? problem);
    if (change) setResult(change);
    return change;
  };
  return { preview, result, error, busy, confirm };
}
