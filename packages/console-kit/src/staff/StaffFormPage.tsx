import { useMutation } from '@apollo/client/react';
import { Spinner, useSubmissionKey } from '@brigade/ui';
import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { FormPage } from '../common/FormPage';
import { common } from '../common/messages';
import { useRecord } from '../common/useRecord';
import type { StaffKind } from './kind';
import { STAFF, STAFF_MEMBER } from './queries';
import { StaffFields } from './StaffFields';
import { changesOf, createInput, formValues, STAFF_FIELDS, type StaffValues } from './staffInput';

/** Register (no `:id`) or edit a kitchen admin or cook. */
export function StaffFormPage({ kind }: { kind: StaffKind }) {
  const intl = useIntl();
  const { id } = useParams();
  const [form] = Form.useForm<StaffValues>();
  const record = useRecord(STAFF_MEMBER, id);
  const [create] = useMutation(kind.create, { refetchQueries: [STAFF] });
  const submit = useSubmissionKey();
  const [update] = useMutation(kind.update, { refetchQueries: [STAFF] });
  if (id && record.loading) return <Spinner />;
  const member = record.data?.getUserById;
  return (
    <FormPage<StaffValues>
      title={intl.formatMessage(id ? kind.text.edit : kind.text.create)}
      form={form}
      fields={STAFF_FIELDS}
      initialValues={member ? formValues(member) : {}}
      // Identity answers 'Cook registered successfully, please check email' (or the admin's); the same words, translated here.
      saved={id ? common.saved : kind.text.registered}
      back={kind.paths.list}
      save={(values) =>
        id
          ? update({ variables: kind.updateVariables(id, changesOf(values, kind.editable)) })
          : submit(createInput(values), (context, input) => create({ variables: { input }, context }))
      }
    >
      <StaffFields status={member?.status ?? undefined} editable={kind.editable} />
    </FormPage>
  );
}
