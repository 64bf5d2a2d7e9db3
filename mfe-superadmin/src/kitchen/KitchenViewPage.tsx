import { formatMoney } from '@brigade/money';
import {
  countryName,
  kitchenFieldMessages as f,
  consoleMessages as common,
  paymentStatusMessage,
  personText,
  RecordView,
  type ViewItem,
  useRecord,
} from '@brigade/console-kit';
import { StatusTag } from '@brigade/ui';
import { Image, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router-dom';
import { adminKitchenMessages } from './messages';
import { paths } from './paths';
import type { AdminKitchenQuery } from '../__generated__/graphql';
import { KITCHEN, type Kitchen } from './queries';

function picture(url: string | null): ReactNode {
  return url && <Image src={url} width={120} alt="" />;
}

function plan(intl: IntlShape, value: Kitchen['subscriptionPlan']): ReactNode {
  if (!value) return <Typography.Text type="secondary">{intl.formatMessage(adminKitchenMessages.noPlan)}</Typography.Text>;
  const cycle = { MONTHLY: adminKitchenMessages.monthly, ANNUAL: adminKitchenMessages.annual, UNKNOWN: null }[value.subscriptionPlan];
  return cycle ? `${value.name} (${intl.formatMessage(cycle)})` : value.name;
}

function lastPayment(intl: IntlShape, payment: Kitchen['lastPayment']): ViewItem[] {
  if (!payment)
    return [{ label: intl.formatMessage(adminKitchenMessages.lastPayment), value: intl.formatMessage(adminKitchenMessages.noPayment) }];
  return [
    {
      label: intl.formatMessage(adminKitchenMessages.paymentAmount),
      value: formatMoney(payment.total, payment.currency, intl.locale),
    },
    {
      label: intl.formatMessage(adminKitchenMessages.paymentDate),
      value: payment.paymentAt && intl.formatDate(payment.paymentAt, { dateStyle: 'medium' }),
    },
    {
      label: intl.formatMessage(adminKitchenMessages.paymentStatus),
      value: intl.formatMessage(paymentStatusMessage(payment.status, true)),
    },
  ];
}

function dueDate(intl: IntlShape, due: Kitchen['getPaymentDueDate']): ViewItem[] {
  const yesNo = (value: boolean) => intl.formatMessage(value ? adminKitchenMessages.yes : adminKitchenMessages.no);
  return [
    {
      label: intl.formatMessage(adminKitchenMessages.dueDate),
      value: due?.dueDate && intl.formatDate(due.dueDate, { dateStyle: 'medium' }),
    },
    { label: intl.formatMessage(adminKitchenMessages.dueInDays), value: due?.dueInDays },
    {
      label: intl.formatMessage(adminKitchenMessages.isDue),
      value: due && (due.isDue ? <Tag color="red">{yesNo(true)}</Tag> : yesNo(false)),
    },
    { label: intl.formatMessage(adminKitchenMessages.isFreeTrial), value: due && yesNo(due.isFreeTrial) },
    {
      label: intl.formatMessage(adminKitchenMessages.cancelAt),
      value: due && (due.cancelAt ? <Tag color="orange">{intl.formatDate(due.cancelAt, { dateStyle: 'medium' })}</Tag> : yesNo(false)),
    },
  ];
}

function items(intl: IntlShape, k: Kitchen): ViewItem[] {
  const owner = k.owner;
  const date = (value: string | null) => value && intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return [
    { label: intl.formatMessage(f.coverPic), value: picture(k.coverPic) },
    { label: intl.formatMessage(common.name), value: k.name },
    { label: intl.formatMessage(adminKitchenMessages.accNumber), value: k.accNumber },
    { label: intl.formatMessage(common.status), value: <StatusTag status={k.status} /> },
    { label: intl.formatMessage(common.description), value: k.description },
    {
      label: intl.formatMessage(adminKitchenMessages.owner),
      value: owner ? personText(owner) : intl.formatMessage(adminKitchenMessages.noOwner),
    },
    { label: intl.formatMessage(adminKitchenMessages.plan), value: plan(intl, k.activeSubscriptionPlan) },
    { label: intl.formatMessage(adminKitchenMessages.subscriptionPlan), value: plan(intl, k.subscriptionPlan) },
    { label: intl.formatMessage(adminKitchenMessages.cooksCount), value: k.cooksCount },
    { label: intl.formatMessage(adminKitchenMessages.recipeCount), value: k.recipeCount },
    { label: intl.formatMessage(adminKitchenMessages.menuItemCount), value: k.menuItemCount },
    ...lastPayment(intl, k.lastPayment),
    ...dueDate(intl, k.getPaymentDueDate),
    { label: intl.formatMessage(f.logo), value: picture(k.logo) },
    { label: intl.formatMessage(f.theme), value: k.theme && <Tag color={k.theme}>{k.theme}</Tag> },
    { label: intl.formatMessage(f.isDark), value: intl.formatMessage(k.isDark ? adminKitchenMessages.yes : adminKitchenMessages.no) },
    { label: intl.formatMessage(f.line1), value: k.line1 },
    { label: intl.formatMessage(f.line2), value: k.line2 },
    { label: intl.formatMessage(f.city), value: k.city },
    { label: intl.formatMessage(f.state), value: k.state },
    { label: intl.formatMessage(f.postalCode), value: k.postal_code },
    { label: intl.formatMessage(f.country), value: k.country && `${countryName(k.country, intl.locale)} (${k.country})` },
    { label: intl.formatMessage(common.createdAt), value: date(k.createdAt) },
    { label: intl.formatMessage(common.updatedAt), value: date(k.updatedAt) },
  ];
}

/** One kitchen with its owner, plan, counters, last payment and due date. */
export function KitchenViewPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, loading, error } = useRecord<AdminKitchenQuery>(KITCHEN, id);
  const kitchen = data?.getKitchenById;
  return (
    <RecordView
      title={kitchen?.name ?? intl.formatMessage(adminKitchenMessages.view)}
      loading={loading}
      error={error}
      back={paths.list}
      editPath={paths.edit(id)}
      items={kitchen ? items(intl, kitchen) : null}
    />
  );
}
