import { loadRemote } from '@module-federation/enhanced/runtime';
import { PageSpinner, type RemoteAppProps, type StoreLinkUrls } from '@brigade/ui';
import { Button, Result } from 'antd';
import { Component, Suspense, lazy, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RemoteName } from '../config/config';
import { usePreferences } from '../preferences/PreferencesProvider';
import { useSession } from '../session/session';
import { markFirstPageShown } from './first-page';

type RemoteModule = { App: ComponentType<RemoteAppProps> };

class RemoteBoundary extends Component<{ name: string; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="warning"
        title={<FormattedMessage id="shell.remote.failed" defaultMessage="This part of Brigade could not be loaded" />}
        subTitle={
          <FormattedMessage
            id="shell.remote.failedHint"
            defaultMessage="The rest of the app still works. Check your connection and try again."
          />
        }
        extra={
          <Button
            type="primary"
            onClick={() => {
              this.setState({ failed: false });
              this.props.onRetry();
            }}
          >
            <FormattedMessage id="shell.remote.retry" defaultMessage="Retry" />
          </Button>
        }
      />
    );
  }
}

/** Renders a remote's App inside the layout; a remote that fails to load shows an error with a retry. */
export function RemoteRoute({ remote, storeLinks }: { remote: RemoteName; storeLinks?: StoreLinkUrls }) {
  const session = useSession();
  const preferences = usePreferences();
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadRemote<RemoteModule>(`${remote}/App`);
        if (!mod) throw new Error(`${remote} did not load`);
        return { default: mod.App };
      }),
    // A new attempt builds a new lazy component, so React loads the remote again.
    [remote, attempt],
  );
  return (
    <RemoteBoundary key={attempt} name={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <RemoteApp session={session} preferences={preferences} storeLinks={storeLinks} />
        <Shown />
      </Suspense>
    </RemoteBoundary>
  );
}

/** Commits with the remote's page (same Suspense boundary), so it runs once the page is on screen. */
function Shown() {
  useEffect(markFirstPageShown, []);
  return null;
}
