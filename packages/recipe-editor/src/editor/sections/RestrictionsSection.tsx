import { Form, Select, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { m } from '../../messages';
import type { Choices } from '../useChoices';
import { Section } from './Section';

/** The spec's 'restrictions': whether the recipe is private, and which of the kitchen's cooks may see it then. */
export function RestrictionsSection({ choices }: { choices: Choices }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.restrictions)}>
      <Form.Item
        label={intl.formatMessage(m.isPrivate)}
        name="isPrivate"
        valuePropName="checked"
        extra={intl.formatMessage(m.isPrivateHelp)}
      >
        <Switch />
      </Form.Item>
      <Form.Item label={intl.formatMessage(m.cooks)} name="cookIds">
        <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={choices.cooks} />
      </Form.Item>
    </Section>
  );
}
