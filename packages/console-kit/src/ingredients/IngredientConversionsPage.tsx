import { useMutation } from '@apollo/client/react';
import { Spinner } from '@brigade/ui';
import { Alert, Form } from 'antd';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { FormPage } from '../common/FormPage';
import { common } from '../common/messages';
import { useRecord } from '../common/useRecord';
import { useEntityPaths, usePlatformScope } from '../session/ConsoleContext';
import { ConversionFields, numberOrNull } from './ConversionFields';
import { hasKitchenConversions } from './kitchenConversions';
import { conversionMessages } from './messages';
import { INGREDIENT, INGREDIENTS, UPDATE_INGREDIENT } from './queries';

type Values = { density?: number | null; pieceWeight?: number | null };
const FIELDS = ['density', 'pieceWeight'] as const;

/**
 * A kitchen admin's own density and piece weight for a platform ingredient (UpdateIngredients
 * with those two only; the catalog keeps them as the kitchen's override). Empty: the platform's
 * value applies. Anything else about a platform ingredient is the super admin's.
 */
export function IngredientConversionsPage() {
  const intl = useIntl();
  const paths = useEntityPaths('ingredients');
  const platform = usePlatformScope();
  const { id = '' } = useParams();
  const [form] = Form.useForm<Values>();
  const record = useRecord(INGREDIENT, id);
  const [update] = useMutation(UPDATE_INGREDIENT, { refetchQueries: [INGREDIENTS] });
  if (record.loading) return <Spinner />;
  const ingredient = record.data?.getIngredientsById;
  if (!ingredient || !hasKitchenConversions(platform, ingredient)) return <Navigate to={paths.view(id)} replace />;
  const own = ingredient.kitchenConversions;
  const save = (values: Values) =>
    update({ variables: { id, input: { density: numberOrNull(values.density), pieceWeight: numberOrNull(values.pieceWeight) } } });
  return (
    <FormPage<Values>
      title={intl.formatMessage(conversionMessages.kitchenConversionsTitle, { name: ingredient.name })}
      form={form}
      fields={FIELDS}
      initialValues={{ density: own?.density ?? null, pieceWeight: own?.pieceWeight ?? null }}
      saved={common.saved}
      back={paths.list}
      save={save}
    >
      <Alert type="info" showIcon title={intl.formatMessage(conversionMessages.kitchenConversionsHint)} style={{ marginBottom: 16 }} />
      <ConversionFields />
    </FormPage>
  );
}
