import { useMutation } from '@apollo/client/react';
import { Spinner, useSubmissionKey } from '@brigade/ui';
import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { catalogMessages } from '../category/messages';
import { OwnerSelect, useOwners } from '../category/Owners';
import { NameField, StatusField } from '../common/Fields';
import { FormPage } from '../common/FormPage';
import { common } from '../common/messages';
import { useRecord } from '../common/useRecord';
import { useEntityPaths, usePlatformScope, useShellSession } from '../session/ConsoleContext';
import { AllergenStatementsField } from './AllergenStatementsField';
import { ConversionFields, numberOrNull } from './ConversionFields';
import { ingredientMessages, statementMessages } from './messages';
import { nutritionChange, NUTRITION_FIELDS, toNutritionValues, type NutritionValues } from './nutrition';
import { NutritionFields } from './NutritionFields';
import { CREATE_INGREDIENT, INGREDIENT, INGREDIENTS, UPDATE_INGREDIENT, type Ingredient, type IngredientRecord } from './queries';
import { toLists, toStatements, type Statements } from './statements';
import { useStatementAllergens } from './useStatementAllergens';

type Values = {
  name: string;
  type?: string;
  status: Ingredient['status'];
  density?: number | null;
  pieceWeight?: number | null;
  statements: Statements;
  kitchenId?: string;
} & NutritionValues;
const FIELDS = ['name', 'type', 'status', 'density', 'pieceWeight', 'statements', 'kitchenId', ...NUTRITION_FIELDS] as const;
/** The catalog names the three lists; the form edits them in one control. */
const ALIASES = { allergenIds: 'statements', mayContainAllergenIds: 'statements', freeFromAllergenIds: 'statements' } as const;

/** Nutrition goes only when it changed from what was read (absent: it stays), so a save never clears it by accident. */
const changes = (values: Values, before: IngredientRecord | null | undefined) => ({
  name: values.name.trim(),
  type: values.type?.trim() || null,
  status: values.status,
  density: numberOrNull(values.density),
  pieceWeight: numberOrNull(values.pieceWeight),
  ...toLists(values.statements),
  ...nutritionChange(values, before?.nutrition),
});

/**
 * Create (no `:id`) or edit an ingredient: name, type, status, density, piece weight, what it
 * says about each allergen (a new one has checked nothing) and its nutrition per 100 g. The super
 * admin chooses the owner once, at creation; a kitchen admin's ingredients are their kitchen's, and
 * only those are edited here (of a platform ingredient a kitchen states only its conversions, on
 * IngredientConversionsPage, never its nutrition).
 */
export function IngredientFormPage() {
  const intl = useIntl();
  const paths = useEntityPaths('ingredients');
  const { id } = useParams();
  const { user } = useShellSession();
  const platform = usePlatformScope();
  const { kitchens } = useOwners();
  const [form] = Form.useForm<Values>();
  const record = useRecord(INGREDIENT, id);
  const ingredient = record.data?.getIngredientsById;
  const allergens = useStatementAllergens(ingredient);
  const [create] = useMutation(CREATE_INGREDIENT, { refetchQueries: [INGREDIENTS] });
  const submit = useSubmissionKey();
  const [update] = useMutation(UPDATE_INGREDIENT, { refetchQueries: [INGREDIENTS] });
  if (id && record.loading) return <Spinner />;
  if (id && ingredient && !ingredient.canEdit) return <Navigate to={paths.view(id)} replace />;
  const initialValues: Partial<Values> = ingredient
    ? {
        name: ingredient.name,
        type: ingredient.type ?? undefined,
        status: ingredient.status,
        density: ingredient.density,
        pieceWeight: ingredient.pieceWeight,
        statements: toStatements(ingredient),
        ...toNutritionValues(ingredient.nutrition),
      }
    : { status: 'ACTIVE', statements: {}, kitchenId: '' };
  const save = (values: Values) =>
    id
      ? update({ variables: { id, input: changes(values, ingredient) } })
      : submit({ ...changes(values, null), kitchenId: (platform ? values.kitchenId : user?.kitchenId) || null }, (context, input) =>
          create({ variables: { input }, context }),
        );
  return (
    <FormPage<Values>
      title={intl.formatMessage(id ? ingredientMessages.edit : ingredientMessages.create)}
      form={form}
      fields={FIELDS}
      aliases={ALIASES}
      initialValues={initialValues}
      saved={id ? common.saved : common.created}
      back={paths.list}
      save={save}
    >
      <NameField />
      <Form.Item label={intl.formatMessage(ingredientMessages.type)} name="type" extra={intl.formatMessage(ingredientMessages.typeHint)}>
        <Input maxLength={50} />
      </Form.Item>
      <StatusField />
      <ConversionFields />
      <Form.Item label={intl.formatMessage(statementMessages.legend)} name="statements" extra={intl.formatMessage(statementMessages.hint)}>
        <AllergenStatementsField allergens={allergens} />
      </Form.Item>
      <NutritionFields stated={!!ingredient?.nutrition} />
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
