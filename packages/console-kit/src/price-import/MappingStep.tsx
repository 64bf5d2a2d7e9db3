import { useQuery } from '@apollo/client/react';
import { Button, Spinner } from '@brigade/ui';
import { Alert, Col, Flex, Form, Input, Row, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import { CURRENCIES } from '@brigade/money';
import { today } from '../common/days';
import { columnLetter, fittingMapping, IMPORT_FIELDS, mappingProblems, MAX_COLUMNS, type ColumnMapping, type ImportField } from './fields';
import { guessMapping } from './guess';
import { importMessages } from './messages';
import { FIELD_LABELS } from './outcomes';
import { PRICE_IMPORT_MAPPING } from './queries';
import { isBlankRow, type PriceList } from './readPriceList';

export type ImportDefaults = { pricedOn: string; currency: string };

type Source = { kind: 'remembered'; date: string | null } | { kind: 'guessed' } | { kind: 'unfit' };

type Props = {
  list: PriceList;
  supplier: string;
  scope: { kitchenId?: string };
  mapping: ColumnMapping | null;
  onMapping: (mapping: ColumnMapping) => void;
  defaults: ImportDefaults;
  onDefaults: (defaults: ImportDefaults) => void;
  onBack: () => void;
  onNext: () => void;
};

const REQUIRED: ImportField[] = ['packSize', 'packUnit', 'packPrice'];
const SAMPLE_ROWS = 3;

/**
 * Step 2: which column holds each field. Prefilled from the columns last used for this supplier
 * (getPriceImportMapping) when they fit the file, else guessed from its column names; name or
 * supplier code, pack size, unit and price are needed. The first rows show what the choice reads.
 */
export function MappingStep({ list, supplier, scope, mapping, onMapping, defaults, onDefaults, onBack, onNext }: Props) {
  const intl = useIntl();
  const [source, setSource] = useState<Source | null>(null);
  const remembered = useQuery(PRICE_IMPORT_MAPPING, {
    variables: { ...scope, supplier: supplier.trim() },
    fetchPolicy: 'network-only',
  });
  const answered = !remembered.loading;
  const known = remembered.data?.getPriceImportMapping ?? null;
  useEffect(() => {
    if (mapping || !answered) return;
    const fitting = fittingMapping(known, list.headers.length);
    if (fitting) setSource({ kind: 'remembered', date: known?.updatedAt ?? null });
    else setSource({ kind: known ? 'unfit' : 'guessed' });
    onMapping(fitting ?? guessMapping(list.headers));
  }, [mapping, answered, known, list, onMapping]);

  if (!mapping) return <Spinner />;
  const problems = mappingProblems(mapping);
  const label = (field: ImportField) => intl.formatMessage(FIELD_LABELS[field]);
  const options = list.headers.slice(0, MAX_COLUMNS).map((header, column) => {
    const letter = columnLetter(column);
    return {
      value: column,
      label: header
        ? intl.formatMessage(importMessages.columnOption, { letter, header })
        : intl.formatMessage(importMessages.unnamedColumn, { letter }),
    };
  });
  const note =
    source?.kind === 'remembered'
      ? intl.formatMessage(importMessages.remembered, {
          supplier: supplier.trim(),
          date: source.date ? intl.formatDate(source.date, { dateStyle: 'medium' }) : '—',
        })
      : source?.kind === 'unfit'
        ? intl.formatMessage(importMessages.unfit, { supplier: supplier.trim() })
        : intl.formatMessage(importMessages.guessed);
  const mapped = IMPORT_FIELDS.filter((field) => mapping[field] !== null);
  const sample = list.rows
    .map((cells, line) => ({ cells, line }))
    .filter((row) => !isBlankRow(row.cells))
    .slice(0, SAMPLE_ROWS);

  return (
    <Flex vertical gap={16}>
      <Alert type={source?.kind === 'remembered' ? 'success' : 'info'} showIcon title={note} />
      <Form layout="vertical">
        <Row gutter={16}>
          {IMPORT_FIELDS.map((field) => (
            <Col key={field} xs={24} sm={12} lg={8}>
              <Form.Item
                label={label(field)}
                htmlFor={`price-import-${field}`}
                required={REQUIRED.includes(field) || ((field === 'name' || field === 'supplierCode') && problems.includes('nameOrCode'))}
              >
                <Select<number>
                  id={`price-import-${field}`}
                  aria-label={label(field)}
                  value={mapping[field] ?? undefined}
                  allowClear
                  placeholder={intl.formatMessage(importMessages.notInFile)}
                  options={options}
                  onChange={(column) => onMapping({ ...mapping, [field]: column ?? null })}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Typography.Title level={5}>{intl.formatMessage(importMessages.defaults)}</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label={intl.formatMessage(importMessages.defaultDate)} htmlFor="price-import-default-date">
              <Input
                id="price-import-default-date"
                type="date"
                max={today(new Date(Date.now() + 86_400_000))}
                value={defaults.pricedOn}
                onChange={(event) => onDefaults({ ...defaults, pricedOn: event.target.value || today() })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label={intl.formatMessage(importMessages.defaultCurrency)} htmlFor="price-import-default-currency">
              <Select<string>
                id="price-import-default-currency"
                aria-label={intl.formatMessage(importMessages.defaultCurrency)}
                value={defaults.currency}
                options={CURRENCIES.map((code) => ({ value: code, label: code }))}
                onChange={(currency) => onDefaults({ ...defaults, currency })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={
            <Flex vertical>
              {problems.map((problem) => (
                <span key={problem}>
                  {problem === 'nameOrCode'
                    ? intl.formatMessage(importMessages.needNameOrCode)
                    : intl.formatMessage(importMessages.needField, { field: label(problem) })}
                </span>
              ))}
            </Flex>
          }
        />
      )}
      {mapped.length > 0 && (
        <section aria-label={intl.formatMessage(importMessages.sample)}>
          <Typography.Title level={5}>{intl.formatMessage(importMessages.sample)}</Typography.Title>
          <Table
            size="small"
            rowKey="line"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={sample}
            columns={mapped.map((field) => ({
              key: field,
              title: label(field),
              render: (_: unknown, row: { cells: string[] }) => row.cells[mapping[field]!],
            }))}
          />
        </section>
      )}
      <Flex gap={12} wrap>
        <Button onClick={onBack}>{intl.formatMessage(common.back)}</Button>
        <Button variant="primary" disabled={problems.length > 0} onClick={onNext}>
          {intl.formatMessage(importMessages.check)}
        </Button>
      </Flex>
    </Flex>
  );
}
