import { ImageUpload, statusMessages } from '@brigade/ui';
import { Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';
import { editorMessages } from '../messages';
import { recipeMessages } from '../../recipes/messages';
import type { Choices } from '../useChoices';
import { Section } from '../../recipes/Section';

type Props = { choices: Choices; categoryChosen: boolean; token: string | null };

export function BasicsSection({ choices, categoryChosen, token }: Props) {
  const intl = useIntl();
  const search = { optionFilterProp: 'label' };
  return (
    <Section title={intl.formatMessage(recipeMessages.basics)}>
      <Form.Item
        label={intl.formatMessage(recipeMessages.title)}
        name="title"
        rules={[{ required: true, whitespace: true, message: intl.formatMessage(editorMessages.titleRequired) }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(recipeMessages.description)} name="description">
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(recipeMessages.category)} name="categoryId">
        <Select allowClear showSearch={search} options={choices.categories} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(recipeMessages.subCategory)} name="subCategoryId">
        <Select allowClear showSearch={search} options={choices.subCategories} disabled={!categoryChosen} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(recipeMessages.status)} name="status">
        <Select options={(['ACTIVE', 'PAUSED'] as const).map((value) => ({ value, label: intl.formatMessage(statusMessages[value]) }))} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(recipeMessages.coverPic)} name="coverPic">
        <ImageUpload token={token} />
      </Form.Item>
    </Section>
  );
}
