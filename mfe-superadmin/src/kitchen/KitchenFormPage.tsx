import { AddressFields, KitchenFields, FormPage, consoleMessages as common, useRecord } from '@brigade/console-kit';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Spinner, useSubmissionKey } from '@brigade/ui';
import { Divider, Form } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { FirstAdminFields } from './FirstAdminFields';
import { createInput, formValues, KITCHEN_FIELDS, liveStatus, updateInput, type KitchenValues } from './kitchenInput';
import { adminKitchenMessages } from './messages';
import { paths } from './paths';
import type { AdminKitchenQuery } from '../__generated__/graphql';
import { CHECK_EMAIL, CREATE_KITCHEN, KITCHEN, KITCHENS, UPDATE_KITCHEN } from './queries';

/** Create (no `:id`, with its first admin) or edit a kitchen. */
export function KitchenFormPage() {
  const intl = useIntl();
  const { id } = useParams();
  const [form] = Form.useForm<KitchenValues>();
  const record = useRecord<AdminKitchenQuery>(KITCHEN, id);
  const [checkEmail] = useMutation(CHECK_EMAIL);
  const [create] = useMutation(CREATE_KITCHEN, { refetchQueries: [KITCHENS] });
  const submit = useSubmissionKey();
  const [update] = useMutation(UPDATE_KITCHEN, { refetchQueries: [KITCHENS] });
  if (id && record.loading) return <Spinner />;
  const kitchen = record.data?.getKitchenById;

  const createKitchen = async (values: KitchenValues) => {
    const input = createInput(values);
    if ('admin' in input && input.admin.email) {
      // An e-mail already in use would leave the kitchen waiting for an admin (kitchen README): say so next to it.
      const { data } = await checkEmail({ variables: { email: input.admin.email } });
      if (data && data.CheckEmail.code !== 200) {
        throw new CombinedGraphQLErrors({
          errors: [{ message: data.CheckEmail.message, extensions: { code: 'BAD_USER_INPUT', field: 'email' } }],
        });
      }
    }
    return submit(input, (context) => create({ variables: { input }, context }));
  };

  return (
    <FormPage<KitchenValues>
      title={intl.formatMessage(id ? adminKitchenMessages.edit : adminKitchenMessages.create)}
      form={form}
      fields={KITCHEN_FIELDS}
      initialValues={kitchen ? formValues(kitchen) : { isDark: true, withAdmin: true }}
      saved={id ? common.saved : common.created}
      back={paths.list}
      save={(values) => (id ? update({ variables: { id, input: updateInput(values) } }) : createKitchen(values))}
    >
      <KitchenFields status={kitchen ? liveStatus(kitchen.status) : undefined} />
      <Divider />
      <AddressFields />
      {!id && (
        <>
          <Divider />
          <FirstAdminFields />
        </>
      )}
    </FormPage>
  );
}
