import { useMutation } from '@apollo/client/react';
import { ImageUpload, Spinner, useSubmissionKey } from '@brigade/ui';
import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { catalogMessages } from '../category/messages';
import { OwnerSelect, useOwners } from '../category/Owners';
import { NameField, StatusField } from '../common/Fields';
import { FormPage } from '../common/FormPage';
import { common } from '../common/messages';
import { useRecord } from '../common/useRecord';
import { useEntityPaths, usePlatformScope, useShellSession } from '../session/ConsoleContext';
import { subCategoryMessages } from './messages';
import { CREATE_SUB_CATEGORY, SUB_CATEGORIES, SUB_CATEGORY, UPDATE_SUB_CATEGORY, type SubCategory } from './queries';
import { useActiveCategories } from './useActiveCategories';

type Values = {
  name: string;
  categoryId?: string;
  description?: string;
  status: SubCategory['status'];
  image?: string | null;
  kitchenId?: string;
};
const FIELDS = ['name', 'categoryId', 'description', 'status', 'image', 'kitchenId'] as const;

const changes = (values: Values) => ({
  name: values.name.trim(),
  description: values.description?.trim() || null,
  status: values.status,
  image: values.image || null,
});

/**
 * Create (no `:id`) or edit a sub-category. Its category is chosen once, at creation, among the
 * platform's and the owner's own; the super admin chooses the owner then, a kitchen admin's
 * sub-categories are their kitchen's (and only those are edited here).
 */
export function SubCategoryFormPage() {
  const intl = useIntl();
  const paths = useEntityPaths('subcategory');
  const { id } = useParams();
  const { token, user } = useShellSession();
  const platform = usePlatformScope();
  const { kitchens } = useOwners();
  const [form] = Form.useForm<Values>();
  const owner = Form.useWatch('kitchenId', form) ?? '';
  // An existing sub-category keeps its category: nothing to offer.
  const categories = useActiveCategories(owner, Boolean(id));
  const record = useRecord(SUB_CATEGORY, id);
  const [create] = useMutation(CREATE_SUB_CATEGORY, { refetchQueries: [SUB_CATEGORIES] });
  const submit = useSubmissionKey();
  const [update] = useMutation(UPDATE_SUB_CATEGORY, { refetchQueries: [SUB_CATEGORIES] });
  // Another kitchen's category is not this owner's to use.
  useEffect(() => {
    const chosen = form.getFieldValue('categoryId') as string | undefined;
    if (!id && chosen && categories.length && !categories.some((category) => category.id === chosen))
      form.setFieldValue('categoryId', undefined);
  }, [id, categories, form]);
  if (id && record.loading) return <Spinner />;
  const sub = record.data?.getSubCategoryById;
  if (id && sub && !sub.canEdit) return <Navigate to={paths.view(id)} replace />;
  const initialValues: Partial<Values> = sub
    ? { name: sub.name, categoryId: sub.categoryId, description: sub.description ?? undefined, status: sub.status, image: sub.image }
    : { status: 'ACTIVE', kitchenId: '' };
  const categoryOptions = sub
    ? [{ value: sub.categoryId, label: sub.category?.name ?? sub.categoryId }]
    : categories.map((category) => ({ value: category.id, label: category.name }));
  const kitchenId = (values: Values) => (platform ? values.kitchenId : user?.kitchenId) || null;
  const save = (values: Values) =>
    id
      ? update({ variables: { id, input: changes(values) } })
      : submit({ ...changes(values), categoryId: values.categoryId ?? '', kitchenId: kitchenId(values) }, (context, input) =>
          create({ variables: { input }, context }),
        );
  return (
    <FormPage<Values>
      title={intl.formatMessage(id ? subCategoryMessages.edit : subCategoryMessages.create)}
      form={form}
      fields={FIELDS}
      initialValues={initialValues}
      saved={id ? common.saved : common.created}
      back={paths.list}
      save={save}
    >
      <NameField />
      {!id && platform && (
        <Form.Item
          label={intl.formatMessage(catalogMessages.owner)}
          name="kitchenId"
          extra={intl.formatMessage(catalogMessages.ownerFixed)}
        >
          <OwnerSelect kitchens={kitchens} />
        </Form.Item>
      )}
      <Form.Item
        label={intl.formatMessage(subCategoryMessages.category)}
        name="categoryId"
        extra={intl.formatMessage(subCategoryMessages.categoryFixed)}
        rules={[{ required: true, message: intl.formatMessage(subCategoryMessages.categoryRequired) }]}
      >
        <Select disabled={Boolean(id)} showSearch={{ optionFilterProp: 'label' }} options={categoryOptions} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(common.description)} name="description">
        <Input.TextArea maxLength={1000} rows={3} />
      </Form.Item>
      <StatusField />
      <Form.Item label={intl.formatMessage(common.image)} name="image">
        <ImageUpload token={token} />
      </Form.Item>
    </FormPage>
  );
}
