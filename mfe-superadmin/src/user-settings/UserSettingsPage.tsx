import { Spinner } from '@brigade/ui';
import { Card, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { adminSettingsMessages } from './messages';
import { PasswordSection } from '@brigade/console-kit';
import { ProfileTab } from './ProfileTab';

// The Markdown editor and renderer load only when the legal texts are opened.
const CmsTab = lazy(() => import('./CmsTab').then((module) => ({ default: module.CmsTab })));

const TABS = ['profile', 'password', 'cms'] as const;
type Tab = (typeof TABS)[number];

/**
 * Own profile, password and the legal texts. The tab is in the address (?tab=cms), so leaving a
 * dirty tab is a navigation the unsaved-changes guard catches; hidden tabs are unmounted, so only
 * the visible form holds the router's one blocker.
 */
export function UserSettingsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((key) => key === params.get('tab')) ?? 'profile';
  return (
    <Card>
      <Typography.Title level={2}>{intl.formatMessage(adminSettingsMessages.title)}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'profile' ? {} : { tab: key })}
        destroyOnHidden
        items={[
          { key: 'profile', label: intl.formatMessage(adminSettingsMessages.profileTab), children: <ProfileTab /> },
          { key: 'password', label: intl.formatMessage(adminSettingsMessages.passwordTab), children: <PasswordSection /> },
          {
            key: 'cms',
            label: intl.formatMessage(adminSettingsMessages.cmsTab),
            children: (
              <Suspense fallback={<Spinner />}>
                <CmsTab />
              </Suspense>
            ),
          },
        ]}
      />
    </Card>
  );
}
