import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { upgradeMessages } from './messages';
import type { VatCheck } from './types';

/** Billing's word on a VAT number in the person's language; for a VALID one, the company the EU register knows. */
export function VatCheckAlert({ result }: { result: VatCheck }) {
  const intl = useIntl();
  const company = result.data.valid ? result.company : null;
  return (
    <Alert
      type={result.data.valid ? 'success' : 'warning'}
      showIcon
      title={result.msg}
      description={
        company &&
        intl.formatMessage(upgradeMessages.verifiedCompany, {
          name: company.company_name ?? '—',
          address: company.company_address ?? '—',
          vat: company.vat_number,
        })
      }
    />
  );
}
