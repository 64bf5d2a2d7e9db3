import { Button } from '@brigade/ui';
import { Result } from 'antd';
import { useBack } from './useBackToList';

type Props = { status: '403' | '404' | 'error'; title: string; detail?: string };

/** A recipe the cook cannot read: say so and lead back to their list or the dish they came from (never to login: they are signed in). */
export function Unavailable({ status, title, detail }: Props) {
  const back = useBack();
  return (
    <Result
      status={status}
      title={title}
      subTitle={detail}
      extra={
        <Button size="xl" variant="primary" onClick={back.go}>
          {back.label}
        </Button>
      }
    />
  );
}
