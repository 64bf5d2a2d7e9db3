import { useMutation } from '@apollo/client/react';
import { Button, formMessages, splitServerError, useConfirm, useToast } from '@brigade/ui';
import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBillingFormat } from '../format';
import { u } from './messages';
import { CANCEL_SUBSCRIPTION } from './mutations';

type Cancelled = { code: number; msg: string; cancelAt: string };

/** Cancel, after asking: the subscription ends with the period paid for (or the trial), and the page says when. */
export function CancelSubscription() {
  const intl = useIntl();
  const f = useBillingFormat();
  const confirm = useConfirm();
  const toast = useToast();
  const [cancel, { loading }] = useMutation<{ createSubscriptionCancel: Cancelled }>(CANCEL_SUBSCRIPTION);
  const [done, setDone] = useState<Cancelled | null>(null);
  const ask = async () => {
    const title = intl.formatMessage(u.cancelTitle);
    const yes = await confirm({
      title,
      content: intl.formatMessage(u.cancelContent),
      okText: intl.formatMessage(u.cancelSubscription),
      cancelText: intl.formatMessage(u.keep),
      danger: true,
    });
    if (!yes) return;
    try {
      const { data } = await cancel();
      setDone(data!.createSubscriptionCancel);
    } catch (error) {
      toast.error(splitServerError(error, []).message ?? intl.formatMessage(formMessages.genericError));
    }
  };
  if (done)
    return <Alert type="warning" showIcon title={done.msg} description={intl.formatMessage(u.endsOn, { date: f.day(done.cancelAt) })} />;
  return (
    <Flex>
      <Button variant="outline-warning" loading={loading} onClick={() => void ask()}>
        {intl.formatMessage(u.cancelSubscription)}
      </Button>
    </Flex>
  );
}
