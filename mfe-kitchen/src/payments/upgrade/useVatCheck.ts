import { useApolloClient } from '@apollo/client/react';
import { consoleMessages } from '@brigade/console-kit';
import { formMessages, splitServerError } from '@brigade/ui';
import { Form } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { upgradeMessages } from './messages';
import { VERIFY_VAT } from './mutations';
import type { PurchaseValues } from './purchaseForm';
import type { VatCheck } from './types';

type Checked = { number: string; result: VatCheck };

/**
 * verifyVatNumber for the VAT step: the result with the number it was for; a VALID company fills
 * an empty company name and country. Billing's field errors land on the number or the country.
 */
export function useVatCheck() {
  const intl = useIntl();
  const client = useApolloClient();
  const form = Form.useFormInstance<PurchaseValues>();
  const [check, setCheck] = useState<Checked | null>(null);
  const [checking, setChecking] = useState(false);
  const verify = async () => {
    const { vat_number: number = '', vat_country: country } = form.getFieldsValue(['vat_number', 'vat_country']);
    if (!number.trim()) {
      const field = intl.formatMessage(upgradeMessages.vatNumber);
      return form.setFields([{ name: 'vat_number', errors: [intl.formatMessage(consoleMessages.required, { field })] }]);
    }
    setChecking(true);
    setCheck(null);
    try {
      const input = { vat_number: number, ...(country ? { country_code: country } : {}) };
      const { data } = await client.query({
        query: VERIFY_VAT,
        variables: { input },
        fetchPolicy: 'network-only',
      });
      const result = data!.verifyVatNumber;
      setCheck({ number, result });
      const company = result.data.valid ? result.company : null;
      if (company?.company_name && !form.getFieldValue('company_name')) form.setFieldValue('company_name', company.company_name);
      if (company && !country) form.setFieldValue('vat_country', company.country_code);
    } catch (error) {
      const { fields, message } = splitServerError(error, ['vat_number', 'country_code']);
      const errors = (name: string) => fields.find((f) => f.name === name)?.errors ?? [];
      form.setFields([
        { name: 'vat_number', errors: fields.length ? errors('vat_number') : [message ?? intl.formatMessage(formMessages.genericError)] },
        { name: 'vat_country', errors: errors('country_code') },
      ]);
    } finally {
      setChecking(false);
    }
  };
  return { check, checking, verify };
}
