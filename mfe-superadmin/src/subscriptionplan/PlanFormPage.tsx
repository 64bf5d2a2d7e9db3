import { FormPage, consoleMessages as common, useRecord } from '@brigade/console-kit';
import { decimalText, minorDigits, Money } from '@brigade/money';
import { useMutation } from '@apollo/client/react';
import { Spinner, statusMessages, useSubmissionKey } from '@brigade/ui';
import { Col, Form, Input, InputNumber, Row, Select, Switch, type FormRule } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router-dom';
import { adminPlanMessages } from './messages';
import { paths } from './paths';
import type { AdminPlanQuery, SubscriptionPlanInput } from '../__generated__/graphql';
import { CREATE_PLAN, PLAN, PLANS, UPDATE_PLAN, type Plan, type PlanStatus } from './queries';

/** The form: every field of SubscriptionPlanInput, all filled in (billing checks the same rules). */
type Values = Omit<Plan, 'id' | 'currency' | 'status' | 'priceId' | 'createdAt' | 'updatedAt'> & { status: PlanStatus };
type CountField = 'cooksCount' | 'recipeCount' | 'perCookViewRecipeCount' | 'dishesCount' | 'storageCapacity' | 'freeDemoDays';

const FIELDS = [
  'name',
  'subscriptionPlan',
  'price',
  'tax',
  'discount',
  'cooksCount',
  'recipeCount',
  'perCookViewRecipeCount',
  'dishesCount',
  'storageCapacity',
  'freeDemoDays',
  'showsAds',
  'status',
] as const satisfies readonly (keyof Values)[];

// billing's limits (services/billing/src/plans/plan-input.ts): counts 0–1,000,000, free demo days 0–365, price 0–1,000,000.
const MAX_COUNT = 1_000_000;
const MAX_DEMO_DAYS = 365;
const COUNTS: { name: CountField; max: number }[] = [
  { name: 'cooksCount', max: MAX_COUNT },
  { name: 'recipeCount', max: MAX_COUNT },
  { name: 'perCookViewRecipeCount', max: MAX_COUNT },
  { name: 'dishesCount', max: MAX_COUNT },
  { name: 'storageCapacity', max: MAX_COUNT },
  { name: 'freeDemoDays', max: MAX_DEMO_DAYS },
];

/**
 * The price as billing takes it, exact decimal text ('7,5' typed is '7.5'), or null when it is not
 * one from 0 to a million with at most the currency's decimals (billing keeps whole cents).
 */
const priceText = (typed: string | null | undefined, currency: string) => {
  const text = decimalText(typed);
  return text !== null && new Money(text).decimalPlaces() <= minorDigits(currency) ? text : null;
};

function toInput(values: Values) {
  return {
    name: values.name.trim(),
    subscriptionPlan: values.subscriptionPlan,
    // Checked below: the decimal text as typed, never through a float.
    price: decimalText(values.price) ?? values.price,
    tax: values.tax,
    discount: values.discount,
    cooksCount: values.cooksCount,
    recipeCount: values.recipeCount,
    perCookViewRecipeCount: values.perCookViewRecipeCount,
    dishesCount: values.dishesCount,
    storageCapacity: values.storageCapacity,
    freeDemoDays: values.freeDemoDays,
    showsAds: values.showsAds,
    status: values.status,
  } satisfies SubscriptionPlanInput;
}

const toValues = (plan: Plan): Values => toInput({ ...plan, status: plan.status === 'PAUSED' ? 'PAUSED' : 'ACTIVE' });

// A new plan starts active, monthly, with the house's 14-day trial and no tax, discount or ads until set.
const NEW_PLAN: Partial<Values> = { subscriptionPlan: 'MONTHLY', status: 'ACTIVE', tax: 0, discount: 0, freeDemoDays: 14, showsAds: false };

/** Create (no `:id`) or edit a subscription plan: every field billing keeps, checked as billing checks them. */
export function PlanFormPage() {
  const intl = useIntl();
  const { id } = useParams();
  const [form] = Form.useForm<Values>();
  const record = useRecord<AdminPlanQuery>(PLAN, id);
  const [create] = useMutation(CREATE_PLAN, { refetchQueries: [PLANS] });
  const submit = useSubmissionKey();
  const [update] = useMutation(UPDATE_PLAN, { refetchQueries: [PLANS] });
  if (id && record.loading) return <Spinner />;
  const plan = record.data?.getSubscriptionPlanById;

  const label = (message: MessageDescriptor) => intl.formatMessage(message);
  const required = (message: MessageDescriptor): FormRule => ({
    required: true,
    message: intl.formatMessage(common.required, { field: label(message) }),
  });
  const whole = (message: MessageDescriptor, max: number): FormRule => ({
    type: 'integer',
    min: 0,
    max,
    message: intl.formatMessage(adminPlanMessages.wholeNumber, { field: label(message), max: intl.formatNumber(max) }),
  });
  const percent = (message: MessageDescriptor): FormRule => ({
    type: 'number',
    min: 0,
    max: 100,
    message: intl.formatMessage(adminPlanMessages.percent, { field: label(message) }),
  });

  return (
    <FormPage<Values>
      title={intl.formatMessage(id ? adminPlanMessages.edit : adminPlanMessages.create)}
      form={form}
      fields={FIELDS}
      initialValues={plan ? toValues(plan) : NEW_PLAN}
      saved={id ? common.saved : common.created}
      back={paths.list}
      save={(values) =>
        id
          ? update({ variables: { id, input: toInput(values) } })
          : submit(toInput(values), (context, input) => create({ variables: { input }, context }))
      }
    >
      <Form.Item label={label(common.name)} name="name" rules={[{ ...required(common.name), whitespace: true }]}>
        <Input maxLength={80} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label={label(adminPlanMessages.billingPeriod)}
            name="subscriptionPlan"
            rules={[required(adminPlanMessages.billingPeriod)]}
          >
            <Select options={(['MONTHLY', 'ANNUAL'] as const).map((value) => ({ value, label: label(adminPlanMessages[value]) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={label(common.status)} name="status">
            <Select<PlanStatus>
              options={(['ACTIVE', 'PAUSED'] as const).map((value) => ({ value, label: label(statusMessages[value]) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            label={intl.formatMessage(adminPlanMessages.priceIn, { currency: plan?.currency ?? 'EUR' })}
            name="price"
            extra={label(adminPlanMessages.priceHelp)}
            rules={[
              required(adminPlanMessages.price),
              {
                validator: (_, v: string | null) =>
                  !v || priceText(v, plan?.currency ?? 'EUR') !== null
                    ? Promise.resolve()
                    : Promise.reject(new Error(label(adminPlanMessages.priceRule))),
              },
            ]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            label={label(adminPlanMessages.tax)}
            name="tax"
            rules={[required(adminPlanMessages.tax), percent(adminPlanMessages.tax)]}
          >
            <InputNumber min={0} max={100} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            label={label(adminPlanMessages.discount)}
            name="discount"
            rules={[required(adminPlanMessages.discount), percent(adminPlanMessages.discount)]}
          >
            <InputNumber min={0} max={100} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {COUNTS.map(({ name, max }) => (
          <Col key={name} xs={24} sm={12}>
            <Form.Item
              label={label(adminPlanMessages[name])}
              name={name}
              rules={[required(adminPlanMessages[name]), whole(adminPlanMessages[name], max)]}
            >
              <InputNumber min={0} max={max} step={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item label={label(adminPlanMessages.showsAds)} name="showsAds" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
}
