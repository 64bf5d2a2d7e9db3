import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@brigade/ui';
import { Button, Result, Spin } from 'antd';
import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from './config';
import { useSession } from './session';

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
        title="This part of Brigade could not be loaded"
        subTitle="The rest of the app still works. Check your connection and try again."
        extra={
          <Button
            type="primary"
            onClick={() => {
              this.setState({ failed: false });
              this.props.onRetry();
            }}
          >
            Retry
          </Button>
        }
      />
    );
  }
}

/** Renders a remote's App inside the layout; a remote that fails to load shows an error with a retry. */
export function RemoteRoute({ remote }: { remote: RemoteName }) {
  const session = useSession();
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
      <Suspense fallback={<Spin size="large" tip="Loading..." fullscreen />}>
        <RemoteApp session={session} />
      </Suspense>
    </RemoteBoundary>
  );
}
