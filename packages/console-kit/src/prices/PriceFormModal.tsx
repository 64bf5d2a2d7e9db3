import { useMutation, useQuery } from '@apollo/client/react';
import { BrigadeForm, Button, formMessages, useSubmissionKey } from '@brigade/ui';
import { Alert, AutoComplete, Col, Flex, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useIntl } from 'react-intl';
import { common } from '../common/messages';
import { useSavingForm } from '../common/useSavingForm';
import { priceMessages } from './messages';
import { CURRENCIES, decimalText } from '@brigade/money';
import { today } from '../common/days';
import {
  INGREDIENT_PRICES,
  PACK_UNITS,
  RECORD_PRICE,
  UPDATE_PRICE,
  type IngredientPrice,
  type IngredientPriceInput,
  type PriceUnit,
} from './queries';

type Values = {
  supplier?: string | null;
  supplierCode?: string | null;
  packDescription?: string | null;
  packSize: number;
  packUnitId: string;
  packPrice: string;
  currency: string;
  pricedOn: string;
  yieldPercent: number;
};
const FIELDS = [
  'supplier',
  'supplierCode',
  'packDescription',
  'packSize',
  'packUnitId',
  'packPrice',
  'currency',
  'pricedOn',
  'yieldPercent',
] as const;

type Props = {
  ingredientId: string;
  /** The super admin's kitchen (a kitchen admin's prices are always their own kitchen's). */
  kitchenId?: string;
  /** The price being edited; none: a new one. */
  price?: IngredientPrice;
  /** The newest price, whose supplier and pack a new price starts from (the same sack, a new price). */
  latest?: IngredientPrice;
  /** The suppliers named before, offered while typing. */
  suppliers: string[];
  /** The kitchen's costing currency, a first price's default. */
  currency: string;
  onClose: () => void;
};

const text = (value: string | null | undefined) => value?.trim() || null;

const fromPrice = (price: IngredientPrice): Partial<Values> => ({
  supplier: price.supplier,
  supplierCode: price.supplierCode,
  packDescription: price.packDescription,
  packSize: price.packSize,
  packUnitId: price.packUnitId,
  currency: price.currency,
  yieldPercent: price.yieldPercent,
});

/** The units offered: the catalog's active ones, and the edited price's own if it is no longer active. */
function unitOptions(units: PriceUnit[], own: PriceUnit | null | undefined) {
  const all = own && !units.some((unit) => unit.id === own.id) ? [...units, own] : units;
  return all.map((unit) => ({ value: unit.id, label: unit.code && unit.code !== unit.name ? `${unit.name} (${unit.code})` : unit.name }));
}

/**
 * Record or edit one purchase price, every field of it: supplier and their article code, the pack
 * (description, size, unit), its price as exact decimal text (as typed, a comma read as the
 * decimal point), the currency, the day and the usable yield. A new price starts from the newest
 * one's supplier and pack, dated today. The catalog's field errors land beside their fields.
 */
export function PriceFormModal({ ingredientId, kitchenId, price, latest, suppliers, currency, onClose }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const units = useQuery(PACK_UNITS);
  const submitOnce = useSubmissionKey();
  const [record] = useMutation(RECORD_PRICE, { refetchQueries: [INGREDIENT_PRICES] });
  const [update] = useMutation(UPDATE_PRICE, { refetchQueries: [INGREDIENT_PRICES] });
  const save = (values: Values) => {
    const input: IngredientPriceInput = {
      supplier: text(values.supplier),
      supplierCode: text(values.supplierCode),
      packDescription: text(values.packDescription),
      packSize: values.packSize,
      packUnitId: values.packUnitId,
      // Validated below: the decimal text as typed, never through a float.
      packPrice: decimalText(values.packPrice) ?? values.packPrice,
      currency: values.currency,
      pricedOn: values.pricedOn,
      yieldPercent: values.yieldPercent,
    };
    if (price) return update({ variables: { id: price.id, input } });
    return submitOnce({ ...(kitchenId ? { kitchenId } : {}), ingredientId, ...input }, (context, keyed) =>
      record({ variables: { input: keyed }, context }),
    );
  };
  const { problems, busy, submit, touched } = useSavingForm({
    form,
    fields: FIELDS,
    save,
    saved: price ? common.saved : priceMessages.recorded,
  });
  const initialValues: Partial<Values> = price
    ? { ...fromPrice(price), packPrice: price.packPrice, pricedOn: price.pricedOn }
    : { currency, yieldPercent: 100, ...(latest ? fromPrice(latest) : {}), pricedOn: today() };
  const required = (label: string) => ({ required: true, message: intl.formatMessage(common.required, { field: label }) });
  const label = (message: keyof typeof priceMessages) => intl.formatMessage(priceMessages[message]);
  const tomorrow = today(new Date(Date.now() + 86_400_000));

  return (
    <Modal open title={label(price ? 'editPrice' : 'record')} footer={null} onCancel={onClose} width={680} destroyOnHidden>
      {problems.alert && <Alert type="error" showIcon role="alert" title={problems.alert} style={{ marginBottom: 16 }} />}
      <BrigadeForm<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={touched}
        onFinish={() => void submit().then((ok) => ok && onClose())}
      >
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item label={label('supplier')} name="supplier">
              <AutoComplete
                maxLength={100}
                options={suppliers.map((name) => ({ value: name }))}
                showSearch={{ filterOption: (typed, option) => !!option?.value.toLowerCase().includes(typed.toLowerCase()) }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item label={label('supplierCode')} name="supplierCode">
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={label('packDescription')} name="packDescription" extra={label('packDescriptionHint')}>
          <Input maxLength={100} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={label('packSize')}
              name="packSize"
              rules={[
                required(label('packSize')),
                {
                  validator: async (_, value: unknown) => {
                    if (typeof value === 'number' && !(value > 0 && value <= 1_000_000)) throw new Error(label('sizeInvalid'));
                  },
                },
              ]}
            >
              <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={label('packUnit')} name="packUnitId" rules={[required(label('packUnit'))]}>
              <Select
                loading={units.loading}
                showSearch={{ optionFilterProp: 'label' }}
                options={unitOptions(units.data?.getUnits.records ?? [], price?.packUnit)}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={label('packPrice')}
              name="packPrice"
              extra={label('packPriceHint')}
              rules={[
                required(label('packPrice')),
                {
                  validator: async (_, value: string | undefined) => {
                    if (value && decimalText(value) === null) throw new Error(intl.formatMessage(priceMessages.priceInvalid));
                  },
                },
              ]}
            >
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={label('currency')} name="currency" rules={[required(label('currency'))]}>
              <Select options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={label('pricedOn')} name="pricedOn" rules={[required(label('pricedOn'))]}>
              <Input type="date" max={tomorrow} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={label('yieldPercent')}
              name="yieldPercent"
              extra={label('yieldHint')}
              rules={[
                required(label('yieldPercent')),
                {
                  validator: async (_, value: unknown) => {
                    if (typeof value === 'number' && !(value > 0 && value <= 100)) throw new Error(label('yieldInvalid'));
                  },
                },
              ]}
            >
              <InputNumber min={0} max={100} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={12}>
          <Button variant="primary" htmlType="submit" loading={busy}>
            {intl.formatMessage(formMessages.save)}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage(formMessages.cancel)}</Button>
        </Flex>
      </BrigadeForm>
    </Modal>
  );
}
