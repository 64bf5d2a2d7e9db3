import { useMutation } from '@apollo/client/react';
import { Button, formMessages, splitServerError, useConfirm, useToast } from '@brigade/ui';
import { Flex } from 'antd';
import { useIntl } from 'react-intl';
import { upgradeMessages } from './messages';
import { CANCEL_SUBSCRIPTION } from './mutations';

type Props = { onCancelled: () => Promise<void> };

/**
 * Cancel, after asking: the subscription ends with the period paid for (or the trial). Billing's
 * answer says when; `onCancelled` asks for the plan again, whose card then shows that day for good.
 */
export function CancelSubscription({ onCancelled }: Props) {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const [cancel, { loading }] = useMutation(CANCEL_SUBSCRIPTION);
  const ask = async () => {
    const title = intl.formatMessage(upgradeMessages.cancelTitle);
    const yes = await confirm({
      title,
      content: intl.formatMessage(upgradeMessages.cancelContent),
      okText: intl.formatMessage(upgradeMessages.cancelSubscription),
      cancelText: intl.formatMessage(upgradeMessages.keep),
      danger: true,
    });
    if (!yes) return;
    try {
      const { data } = await cancel();
      toast.success(data!.createSubscriptionCancel.msg);
      await onCancelled();
    } catch (error) {
      toast.error(splitServerError(error, []).message ?? intl.formatMessage(formMessages.genericError));
    }
  };
  return (
    <Flex>
      <Button variant="outline-warning" loading={loading} onClick={() => void ask()}>
        {intl.formatMessage(upgradeMessages.cancelSubscription)}
      </Button>
    </Flex>
  );
}
