import { useMutation, useQuery } from '@apollo/client/react';
import { formMessages, splitServerError, Spinner, useToast } from '@brigade/ui';
import { Alert, Flex, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { kitchenSettingsMessages } from './messages';
import { RELEASE_SETTINGS, UPDATE_RELEASE_SETTINGS } from './queries';

/** The kitchen admin's choice: recipe changes go live at once (the default) or wait as drafts for an admin's release. */
export function ReviewChangesSetting() {
  const intl = useIntl();
  const toast = useToast();
  const headingId = useId();
  const helpId = useId();
  const { data, loading, error } = useQuery(RELEASE_SETTINGS, { fetchPolicy: 'network-only' });
  // Settings have no id for the cache to match: the answer is written over what the switch shows.
  const [update, saving] = useMutation(UPDATE_RELEASE_SETTINGS, {
    update: (cache, { data: answer }) => {
      if (answer) cache.writeQuery({ query: RELEASE_SETTINGS, data: { getReleaseSettings: answer.UpdateReleaseSettings } });
    },
  });
  const change = async (reviewChanges: boolean) => {
    try {
      await update({ variables: { input: { reviewChanges } } });
      toast.success(intl.formatMessage(reviewChanges ? kitchenSettingsMessages.reviewOn : kitchenSettingsMessages.reviewOff));
    } catch (failure) {
      toast.error(splitServerError(failure, []).message ?? intl.formatMessage(formMessages.genericError));
    }
  };
  const settings = data?.getReleaseSettings;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        {intl.formatMessage(kitchenSettingsMessages.recipeChanges)}
      </Typography.Title>
      {loading && <Spinner />}
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      {settings && (
        <Flex vertical gap={4}>
          <Flex gap={12} align="center">
            <Switch
              checked={settings.reviewChanges}
              loading={saving.loading}
              onChange={(checked) => void change(checked)}
              aria-label={intl.formatMessage(kitchenSettingsMessages.reviewChanges)}
              aria-describedby={helpId}
            />
            <Typography.Text>{intl.formatMessage(kitchenSettingsMessages.reviewChanges)}</Typography.Text>
          </Flex>
          <Typography.Text type="secondary" id={helpId}>
            {intl.formatMessage(kitchenSettingsMessages.reviewHelp)}
          </Typography.Text>
        </Flex>
      )}
    </section>
  );
}
