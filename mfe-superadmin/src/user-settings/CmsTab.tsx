import { consoleMessages as common } from '@brigade/console-kit';
import { useMutation, useQuery } from '@apollo/client/react';
import { Spinner, useSubmissionKey } from '@brigade/ui';
import { Alert, Form, Typography } from 'antd';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { MarkdownEditor } from './MarkdownEditor';
import { adminSettingsMessages } from './messages';
import { CREATE_CMS, GET_CMS, type CmsInput } from './queries';
import { SettingsForm } from '@brigade/console-kit';

const FIELDS = ['privacyPolicy', 'termsCondition'] as const;
// identity's limit per text (services/identity/src/cms/cms.resolvers.ts).
const MAX_TEXT = 200_000;

/** The privacy policy and the terms, in Markdown with a live preview; each save publishes a new version. */
export function CmsTab() {
  const intl = useIntl();
  const [form] = Form.useForm<CmsInput>();
  const { data, loading, error } = useQuery(GET_CMS, { fetchPolicy: 'network-only' });
  const [create] = useMutation(CREATE_CMS, {
    // The new version is what GetCms answers from now on.
    update: (cache, { data: created }) => created && cache.writeQuery({ query: GET_CMS, data: { GetCms: created.CreateCms } }),
  });
  const submit = useSubmissionKey();
  if (loading) return <Spinner />;
  if (error) return <Alert type="error" showIcon role="alert" title={error.message} />;
  const cms = data?.GetCms;
  const text = (key: (typeof FIELDS)[number]) => {
    const label = intl.formatMessage(adminSettingsMessages[key]);
    return (
      <Form.Item
        label={label}
        name={key}
        rules={[{ required: true, whitespace: true, message: intl.formatMessage(common.required, { field: label }) }]}
      >
        <MarkdownEditor label={label} maxLength={MAX_TEXT} />
      </Form.Item>
    );
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{intl.formatMessage(adminSettingsMessages.cmsText)}</Typography.Paragraph>
      {cms?.createdAt && (
        <Typography.Paragraph type="secondary">
          <FormattedMessage
            {...adminSettingsMessages.published}
            values={{ date: <FormattedDate key="date" value={cms.createdAt} dateStyle="medium" timeStyle="short" /> }}
          />
        </Typography.Paragraph>
      )}
      <SettingsForm<CmsInput>
        form={form}
        fields={FIELDS}
        initialValues={{ privacyPolicy: cms?.privacyPolicy ?? '', termsCondition: cms?.termsCondition ?? '' }}
        saved={adminSettingsMessages.publishedToast}
        save={(values) =>
          submit({ privacyPolicy: values.privacyPolicy, termsCondition: values.termsCondition }, (context, input) =>
            create({ variables: { input }, context }),
          )
        }
      >
        {text('privacyPolicy')}
        {text('termsCondition')}
      </SettingsForm>
    </>
  );
}
