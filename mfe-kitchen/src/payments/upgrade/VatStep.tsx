import { consoleMessages } from '@brigade/console-kit';
import { Button } from '@brigade/ui';
import { Flex, Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { CountryField } from './CountryField';
import { upgradeMessages } from './messages';
import { VatCheckAlert } from './VatCheckAlert';
import { useVatCheck } from './useVatCheck';

/** Step 2 (a business): the company, and its VAT number, which can be verified with the EU register before buying. */
export function VatStep() {
  const intl = useIntl();
  const { check, checking, verify } = useVatCheck();
  const number = Form.useWatch<string | undefined>('vat_number');
  const companyLabel = intl.formatMessage(upgradeMessages.companyName);
  return (
    <>
      <Form.Item
        name="company_name"
        label={companyLabel}
        rules={[{ required: true, whitespace: true, message: intl.formatMessage(consoleMessages.required, { field: companyLabel }) }]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="vat_number"
        label={intl.formatMessage(upgradeMessages.vatNumber)}
        extra={intl.formatMessage(upgradeMessages.vatHint)}
      >
        <Input />
      </Form.Item>
      <CountryField name="vat_country" label={intl.formatMessage(upgradeMessages.vatCountry)} />
      <Flex vertical gap={12} style={{ marginBottom: 24 }}>
        <Button loading={checking} onClick={() => void verify()} style={{ alignSelf: 'start' }}>
          {intl.formatMessage(upgradeMessages.verify)}
        </Button>
        {/* A result stands for the number it checked: another number needs its own check. */}
        {check && check.number === number && <VatCheckAlert result={check.result} />}
      </Flex>
    </>
  );
}
