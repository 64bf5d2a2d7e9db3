import { KitchenSelect, PAYMENT_STATUSES, paymentStatusMessage, type PaymentStatus } from '@brigade/console-kit';
import { PAGE_SIZES } from '@brigade/ui';
import { Flex, Select } from 'antd';
import { useIntl } from 'react-intl';
import { adminPaymentMessages } from './messages';

type Props = {
  kitchenId: string | null;
  onKitchen: (kitchenId: string | null) => void;
  status: PaymentStatus | null;
  onStatus: (status: PaymentStatus | null) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
};

/** The payments list's filters; billing searches payments by kitchen and status only, so there is no text search. */
export function PaymentsToolbar({ kitchenId, onKitchen, status, onStatus, pageSize, onPageSize }: Props) {
  const intl = useIntl();
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <KitchenSelect
        ariaLabel={intl.formatMessage(adminPaymentMessages.kitchen)}
        placeholder={intl.formatMessage(adminPaymentMessages.allKitchens)}
        value={kitchenId}
        onChange={onKitchen}
        allowClear
      />
      <Select<PaymentStatus | ''>
        aria-label={intl.formatMessage(adminPaymentMessages.paymentStatus)}
        value={status ?? ''}
        onChange={(value) => onStatus(value || null)}
        style={{ minWidth: 160 }}
        options={[
          { value: '', label: intl.formatMessage(adminPaymentMessages.allStatuses) },
          ...PAYMENT_STATUSES.map((value) => ({ value, label: intl.formatMessage(paymentStatusMessage(value, true)) })),
        ]}
      />
      <Select<number>
        aria-label={intl.formatMessage(adminPaymentMessages.pageSize)}
        value={pageSize}
        onChange={onPageSize}
        style={{ minWidth: 120 }}
        options={PAGE_SIZES.map((size) => ({ value: size, label: intl.formatMessage(adminPaymentMessages.perPage, { size }) }))}
      />
    </Flex>
  );
}
