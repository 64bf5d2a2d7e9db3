import { paymentMessages as m } from '@brigade/console-kit';
import { formatMoney, formatPercent } from '@brigade/money';
import { Descriptions, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { upgradeMessages } from './messages';
import type { PriceBreakdown } from './types';

/** The first invoice before it is paid: billing's breakdown, with the reverse-charge note when VAT is the customer's to account for. */
export function InvoicePreview({ price }: { price: PriceBreakdown }) {
  const intl = useIntl();
  const money = (value: string) => formatMoney(value, price.currency, intl.locale);
  return (
    <section aria-label={intl.formatMessage(upgradeMessages.upcomingInvoice)}>
      <Typography.Title level={5}>{intl.formatMessage(upgradeMessages.upcomingInvoice)}</Typography.Title>
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'subtotal', label: intl.formatMessage(m.subtotal), children: money(price.subtotal) },
          { key: 'discount', label: intl.formatMessage(m.discount), children: money(price.discount) },
          {
            key: 'tax',
            label: intl.formatMessage(upgradeMessages.taxPercent, {
              percent: formatPercent(price.taxPercent, intl.locale, { decimals: 2 }),
            }),
            children: money(price.tax),
          },
          { key: 'total', label: intl.formatMessage(m.total), children: <strong>{money(price.total)}</strong> },
        ]}
      />
      {price.reverseCharge && (
        <Typography.Paragraph type="secondary">{intl.formatMessage(upgradeMessages.reverseCharge)}</Typography.Paragraph>
      )}
    </section>
  );
}
