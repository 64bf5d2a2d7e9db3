import { Button } from '@brigade/ui';
import { Alert, AutoComplete, Flex, Form, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { priceMessages } from '../prices/messages';
import { importMessages } from './messages';
import { PriceListError, readPriceList, type PriceList, type PriceListProblem } from './readPriceList';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function problemText(intl: IntlShape, problem: PriceListProblem): string {
  switch (problem.code) {
    case 'TYPE':
      return intl.formatMessage(importMessages.errorType);
    case 'TOO_LARGE': {
      const size = intl.formatNumber(problem.bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
      return intl.formatMessage(importMessages.errorTooLarge, { size });
    }
    case 'EMPTY':
      return intl.formatMessage(importMessages.errorEmpty);
    case 'NO_ROWS':
      return intl.formatMessage(importMessages.errorNoRows);
    case 'TOO_MANY_ROWS':
      return intl.formatMessage(importMessages.errorTooManyRows, { rows: problem.rows });
    case 'TOO_BIG_UNPACKED':
      return intl.formatMessage(importMessages.errorTooBigUnpacked);
    default:
      return intl.formatMessage(importMessages.errorUnreadable);
  }
}

type Props = {
  supplier: string;
  onSupplier: (supplier: string) => void;
  /** The suppliers the kitchen's current prices name. */
  suppliers: string[];
  list: PriceList | null;
  onList: (list: PriceList | null) => void;
  onNext: () => void;
};

/** Step 1: who the list is from (their columns are remembered) and the file, read in the browser as soon as it is chosen. */
export function FileStep({ supplier, onSupplier, suppliers, list, onList, onNext }: Props) {
  const intl = useIntl();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const read = async (file: File) => {
    setReading(true);
    setProblem(null);
    onList(null);
    try {
      onList(await readPriceList(file));
    } catch (error) {
      setProblem(problemText(intl, error instanceof PriceListError ? error.problem : { code: 'UNREADABLE' }));
    } finally {
      setReading(false);
    }
  };
  const supplierText = supplier.trim();
  return (
    <Form layout="vertical" style={{ maxWidth: 560 }} onFinish={onNext}>
      <Form.Item
        label={intl.formatMessage(priceMessages.supplier)}
        htmlFor="price-import-supplier"
        required
        extra={intl.formatMessage(importMessages.supplierHint)}
      >
        <AutoComplete
          id="price-import-supplier"
          value={supplier}
          onChange={onSupplier}
          maxLength={100}
          options={suppliers.map((name) => ({ value: name }))}
          showSearch={{ filterOption: (typed, option) => !!option?.value.toLowerCase().includes(typed.toLowerCase()) }}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage(importMessages.file)} required extra={intl.formatMessage(importMessages.fileHint)}>
        <Flex vertical gap={8} align="start">
          <Upload
            accept={ACCEPT}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              void read(file);
              return false;
            }}
          >
            <Button loading={reading}>{intl.formatMessage(importMessages.chooseFile)}</Button>
          </Upload>
          {reading && <Typography.Text type="secondary">{intl.formatMessage(importMessages.reading)}</Typography.Text>}
          {list && !reading && (
            <Typography.Text>
              {intl.formatMessage(importMessages.fileRead, { file: list.fileName, rows: list.count, columns: list.headers.length })}
            </Typography.Text>
          )}
          {problem && <Alert type="error" showIcon role="alert" title={problem} />}
        </Flex>
      </Form.Item>
      <Button variant="primary" htmlType="submit" disabled={!supplierText || !list || reading}>
        {intl.formatMessage(importMessages.next)}
      </Button>
    </Form>
  );
}
