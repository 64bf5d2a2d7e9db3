import { useMutation, useQuery } from '@apollo/client/react';
import { AddressFields, KITCHEN_DETAIL_FIELDS, KitchenFields, kitchenDetails, SettingsForm, useShellSession } from '@brigade/console-kit';
import { Spinner, useToast } from '@brigade/ui';
import { Alert, Card, Divider, Form, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADMIN_BASE } from '../common/paths';
import { kitchenSettingsMessages } from './messages';
import { ReviewChangesSetting } from './ReviewChangesSetting';
import { KITCHEN_SETTINGS, RELEASE_SETTINGS, UPDATE_KITCHEN_SETTINGS, UPDATE_RELEASE_SETTINGS, type KitchenSettings } from './queries';

type Values = Omit<KitchenSettings, 'id'> & { reviewChanges?: boolean };

/**
 * The kitchen admin's own kitchen: name, description, pictures, address, theme colour, dark mode and whether
 * recipe changes wait for review, all saved by one Save (the review choice lives in the recipe service).
 */
export function KitchenSettingsPage() {
  const intl = useIntl();
  const toast = useToast();
  const { user } = useShellSession();
  const id = user?.kitchenId ?? '';
  const [form] = Form.useForm<Values>();
  const { data, loading, error } = useQuery(KITCHEN_SETTINGS, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const release = useQuery(RELEASE_SETTINGS, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UPDATE_KITCHEN_SETTINGS);
  // Settings have no id for the cache to match: the answer is written over what the form started from.
  const [updateRelease] = useMutation(UPDATE_RELEASE_SETTINGS, {
    update: (cache, { data: answer }) => {
      if (answer) cache.writeQuery({ query: RELEASE_SETTINGS, data: { getReleaseSettings: answer.UpdateReleaseSettings } });
    },
  });
  const kitchen = data?.getKitchenById;
  const review = release.data?.getReleaseSettings;
  const save = async ({ reviewChanges, ...values }: Values) => {
    await update({ variables: { id, input: kitchenDetails(values) } });
    if (review && reviewChanges !== undefined && reviewChanges !== review.reviewChanges) {
      await updateRelease({ variables: { input: { reviewChanges } } });
      toast.info(intl.formatMessage(reviewChanges ? kitchenSettingsMessages.reviewOn : kitchenSettingsMessages.reviewOff));
    }
  };
  // The form waits for both answers, so Save never sends a review choice it has not read.
  const ready = kitchen && !release.loading;
  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(kitchenSettingsMessages.title)}</Typography.Title>
      {(loading || release.loading) && <Spinner />}
      {error && <Alert type="error" showIcon role="alert" title={error.message} />}
      {release.error && <Alert type="error" showIcon role="alert" title={release.error.message} style={{ marginBottom: 16 }} />}
      {ready && (
        <SettingsForm<Values>
          form={form}
          fields={KITCHEN_DETAIL_FIELDS}
          initialValues={review ? { ...kitchen, reviewChanges: review.reviewChanges } : kitchen}
          saved={kitchenSettingsMessages.saved}
          save={save}
        >
          <KitchenFields />
          <Divider />
          <AddressFields />
          {review && (
            <>
              <Divider />
              <ReviewChangesSetting />
            </>
          )}
        </SettingsForm>
      )}
      <Divider />
      <Link to={`${ADMIN_BASE}/category`}>{intl.formatMessage(kitchenSettingsMessages.categories)}</Link>
    </Card>
  );
}
