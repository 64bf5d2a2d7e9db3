import { Button } from '@brigade/ui';
import { Result } from 'antd';
import { useIntl } from 'react-intl';
import { useBackToList } from './useBackToList';
import { kitchenLineMessages } from './messages';

type Props = { status: '403' | '404' | 'error'; title: string; detail?: string };

/** A recipe the cook cannot read: say so and lead back to their list (never to login: they are signed in). */
export function Unavailable({ status, title, detail }: Props) {
  const intl = useIntl();
  const back = useBackToList();
  return (
    <Result
      status={status}
      title={title}
      subTitle={detail}
      extra={
        <Button size="xl" variant="primary" onClick={back}>
          {intl.formatMessage(kitchenLineMessages.back)}
        </Button>
      }
    />
  );
}
