import { Spinner } from '@brigade/ui';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '@brigade/ui';
import { common } from './messages';

export type ViewItem = { label: ReactNode; value: ReactNode };

type Props = {
  title: ReactNode;
  loading: boolean;
  error?: Error | null;
  /** Null once loaded: the record is not there (or not the caller's to see). */
  items: ViewItem[] | null;
  editPath?: string;
  /** Other buttons beside Edit (an action the record offers instead of editing it). */
  actions?: ReactNode;
  back: string;
};

/** A read-only record: its fields as label and value, with Edit and Back. */
export function RecordView({ title, loading, error, items, editPath, actions, back }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  if (loading) return <Spinner />;
  return (
    <Card>
      <Typography.Title level={2}>{title}</Typography.Title>
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      {!error && !items && <Alert type="warning" showIcon title={intl.formatMessage(common.notFound)} />}
      {items && (
        <Descriptions column={1} bordered items={items.map((item, index) => ({ key: index, label: item.label, children: item.value }))} />
      )}
      <Flex gap={12} style={{ marginTop: 16 }}>
        {editPath && items && (
          <Button variant="primary" onClick={() => void navigate(editPath)}>
            {intl.formatMessage(common.edit)}
          </Button>
        )}
        {items && actions}
        <Button onClick={() => void navigate(back)}>{intl.formatMessage(common.back)}</Button>
      </Flex>
    </Card>
  );
}
