import { NameField, StatusField } from '../common/Fields';
import { FormPage } from '../common/FormPage';
import { common } from '../common/messages';
import { useRecord } from '../common/useRecord';
import { useMutation } from '@apollo/client/react';
import { ImageUpload, Spinner, useSubmissionKey } from '@brigade/ui';
import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { catalogMessages, categoryMessages } from './messages';
import { OwnerSelect, useOwners } from './Owners';
import { useEntityPaths, usePlatformScope, useShellSession } from '../session/ConsoleContext';
import { CATEGORIES, CATEGORY, CREATE_CATEGORY, UPDATE_CATEGORY, type Category } from './queries';

type Values = { name: string; description?: string; status: Category['status']; coverPic?: string | null; kitchenId?: string };
const FIELDS = ['name', 'description', 'status', 'coverPic', 'kitchenId'] as const;

const changes = (values: Values) => ({
  name: values.name.trim(),
  description: values.description?.trim() || null,
  status: values.status,
  coverPic: values.coverPic || null,
});

/**
 * Create (no `:id`) or edit a category; 'ALL' is never edited. The super admin chooses the owner
 * once, at creation; a kitchen admin's categories are their kitchen's.
 */
export function CategoryFormPage() {
  const intl = useIntl();
  const paths = useEntityPaths('category');
  const { id } = useParams();
  const { token, user } = useShellSession();
  const platform = usePlatformScope();
  const { kitchens } = useOwners();
  const [form] = Form.useForm<Values>();
  const record = useRecord(CATEGORY, id);
  const [create] = useMutation(CREATE_CATEGORY, { refetchQueries: [CATEGORIES] });
  const submit = useSubmissionKey();
  const [update] = useMutation(UPDATE_CATEGORY, { refetchQueries: [CATEGORIES] });
  if (id && record.loading) return <Spinner />;
  const category = record.data?.getCategoryById;
  if (id && category && (category.isPermanent || !category.canEdit)) return <Navigate to={paths.view(id)} replace />;
  const initialValues: Partial<Values> = category
    ? {
        name: category.name,
        description: category.description ?? undefined,
        status: category.status,
        coverPic: category.coverPic ?? category.image,
      }
    : { status: 'ACTIVE', kitchenId: '' };
  const save = (values: Values) =>
    id
      ? // A picture another client put in `image` moves to coverPic, so the category keeps one picture.
        update({ variables: { id, input: { ...changes(values), ...(category?.image ? { image: null } : {}) } } })
      : submit({ ...changes(values), kitchenId: (platform ? values.kitchenId : user?.kitchenId) || null }, (context, input) =>
          create({ variables: { input }, context }),
        );
  return (
    <FormPage<Values>
      title={intl.formatMessage(id ? categoryMessages.edit : categoryMessages.create)}
      form={form}
      fields={FIELDS}
      initialValues={initialValues}
      saved={id ? common.saved : common.created}
      back={paths.list}
      save={save}
    >
      <NameField />
      <Form.Item label={intl.formatMessage(common.description)} name="description">
        <Input.TextArea maxLength={1000} rows={3} />
      </Form.Item>
      <StatusField />
      <Form.Item label={intl.formatMessage(common.image)} name="coverPic">
        <ImageUpload token={token} />
      </Form.Item>
      {!id && platform && (
        <Form.Item
          label={intl.formatMessage(catalogMessages.owner)}
          name="kitchenId"
          extra={intl.formatMessage(catalogMessages.ownerFixed)}
        >
          <OwnerSelect kitchens={kitchens} />
        </Form.Item>
      )}
    </FormPage>
  );
}
