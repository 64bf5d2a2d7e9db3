import { NameField, StatusField, FormPage, consoleMessages as common, useRecord } from '@brigade/console-kit';
import { useMutation } from '@apollo/client/react';
import { LOCALE_NAMES, Spinner, useSubmissionKey } from '@brigade/ui';
import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { adminAllergenMessages } from './messages';
import { paths } from './paths';
import type { AdminAllergenQuery } from '../__generated__/graphql';
import { ALLERGEN, ALLERGENS, CREATE_ALLERGEN, UPDATE_ALLERGEN, type Allergen } from './queries';

const LANGUAGES = ['en', 'nl', 'es', 'de', 'fr'] as const;
type Values = { name: string; code?: string; status: Allergen['status'] } & Partial<Record<`tr_${(typeof LANGUAGES)[number]}`, string>>;
const FIELDS = ['name', 'code', 'status'] as const;

function toInput(values: Values) {
  return {
    name: values.name.trim(),
    code: values.code?.trim() || null,
    status: values.status,
    translations: Object.fromEntries(LANGUAGES.map((lang) => [lang, values[`tr_${lang}`]?.trim() || null])),
  };
}

/** Create (no `:id`) or edit an allergen, with its name in each interface language. */
export function AllergenFormPage() {
  const intl = useIntl();
  const { id } = useParams();
  const [form] = Form.useForm<Values>();
  const record = useRecord<AdminAllergenQuery>(ALLERGEN, id);
  const [create] = useMutation(CREATE_ALLERGEN, { refetchQueries: [ALLERGENS] });
  const submit = useSubmissionKey();
  const [update] = useMutation(UPDATE_ALLERGEN, { refetchQueries: [ALLERGENS] });
  if (id && record.loading) return <Spinner />;
  const allergen = record.data?.getAllergensById;
  const initialValues: Partial<Values> = allergen
    ? {
        name: allergen.name,
        code: allergen.code ?? undefined,
        status: allergen.status,
        ...Object.fromEntries(LANGUAGES.map((lang) => [`tr_${lang}`, allergen.translations[lang] ?? undefined])),
      }
    : { status: 'ACTIVE' };
  return (
    <FormPage<Values>
      title={intl.formatMessage(id ? adminAllergenMessages.edit : adminAllergenMessages.create)}
      form={form}
      fields={FIELDS}
      initialValues={initialValues}
      saved={id ? common.saved : common.created}
      back={paths.list}
      save={(values) =>
        id
          ? update({ variables: { id, input: toInput(values) } })
          : submit(toInput(values), (context, input) => create({ variables: { input }, context }))
      }
    >
      <NameField />
      <Form.Item label={intl.formatMessage(adminAllergenMessages.code)} name="code">
        <Input maxLength={20} />
      </Form.Item>
      <StatusField />
      {LANGUAGES.map((lang) => (
        <Form.Item
          key={lang}
          label={intl.formatMessage(adminAllergenMessages.translation, { language: LOCALE_NAMES[lang] })}
          name={`tr_${lang}`}
        >
          <Input maxLength={100} />
        </Form.Item>
      ))}
    </FormPage>
  );
}
