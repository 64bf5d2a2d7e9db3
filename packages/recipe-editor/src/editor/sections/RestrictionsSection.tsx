import { Form, Select, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { editorMessages } from '../messages';
import { recipeMessages } from '../../recipes/messages';
import type { Choices } from '../useChoices';
import { Section } from '../../recipes/Section';

/** The spec's 'restrictions': whether the recipe is private, and which of the kitchen's cooks may see it then. */
export function RestrictionsSection({ choices }: { choices: Choices }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(recipeMessages.restrictions)}>
      <Form.Item
        label={intl.formatMessage(recipeMessages.isPrivate)}
        name="isPrivate"
        valuePropName="checked"
        extra={intl.formatMessage(editorMessages.isPrivateHelp)}
      >
        <Switch />
      </Form.Item>
      <Form.Item label={intl.formatMessage(recipeMessages.cooks)} name="cookIds">
        <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={choices.cooks} />
      </Form.Item>
    </Section>
  );
}
