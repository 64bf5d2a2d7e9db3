import {
  NameField,
  StatusField,
  FormPage,
  consoleMessages as common,
  useRecord,
  catalogMessages,
  OwnerSelect,
  useOwners,
} from '@brigade/console-kit';
import { useMutation } from '@apollo/client/react';
import { Spinner } from '@brigade/ui';
import { Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { m } from './messages';
import { paths } from './paths';
import { CREATE_INGREDIENT, INGREDIENT, INGREDIENTS, UPDATE_INGREDIENT, type Ingredient } from './queries';
import { useActiveAllergens } from './useActiveAllergens';

type Values = { name: string; type?: string; status: Ingredient['status']; allergenIds?: string[]; kitchenId?: string };
const FIELDS = ['name', 'type', 'status', 'allergenIds', 'kitchenId'] as const;

const changes = (values: Values) => ({
  name: values.name.trim(),
  type: values.type?.trim() || null,
  status: values.status,
  allergenIds: values.allergenIds ?? [],
});

/** Create (no `:id`) or edit an ingredient with the allergens it contains; the owner is chosen once, at creation. */
export function IngredientFormPage() {
  const intl = useIntl();
  const { id } = useParams();
  const { kitchens } = useOwners();
  const active = useActiveAllergens();
  const [form] = Form.useForm<Values>();
  const record = useRecord<{ getIngredientsById: Ingredient | null }>(INGREDIENT, id);
  const [create] = useMutation(CREATE_INGREDIENT, { refetchQueries: [INGREDIENTS] });
  const [update] = useMutation(UPDATE_INGREDIENT, { refetchQueries: [INGREDIENTS] });
  if (id && record.loading) return <Spinner />;
  const ingredient = record.data?.getIngredientsById;
  const initialValues: Partial<Values> = ingredient
    ? { name: ingredient.name, type: ingredient.type ?? undefined, status: ingredient.status, allergenIds: ingredient.allergenIds }
    : { status: 'ACTIVE', allergenIds: [], kitchenId: '' };
  // A paused allergen the ingredient already has stays shown (and kept) though it is no longer offered.
  const kept = (ingredient?.allergens ?? []).filter((allergen) => !active.some((offered) => offered.id === allergen.id));
  const allergenOptions = [...active, ...kept].map((allergen) => ({ value: allergen.id, label: allergen.name }));
  const save = (values: Values) =>
    id
      ? update({ variables: { id, input: changes(values) } })
      : create({ variables: { input: { ...changes(values), kitchenId: values.kitchenId || null } } });
  return (
    <FormPage<Values>
      title={intl.formatMessage(id ? m.edit : m.create)}
      form={form}
      fields={FIELDS}
      initialValues={initialValues}
      saved={id ? common.saved : common.created}
      back={paths.list}
      save={save}
    >
      <NameField />
      <Form.Item label={intl.formatMessage(m.type)} name="type" extra={intl.formatMessage(m.typeHint)}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={intl.formatMessage(m.allergens)} name="allergenIds">
        <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={allergenOptions} />
      </Form.Item>
      <StatusField />
      {!id && (
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
