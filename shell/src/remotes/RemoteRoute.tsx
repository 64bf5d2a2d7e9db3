import { loadRemote } from '@module-federation/enhanced/runtime';
import { PageSpinner, type RemoteAppProps, type StoreLinkUrls } from '@brigade/ui';
import { Suspense, lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { LoadClient } from '../api/client';
import type { RemoteName } from '../config/config';
import { usePreferences } from '../preferences/PreferencesProvider';
import { useSession } from '../session/Session';
import { markFirstPageShown } from './first-page';
import { LoadBoundary } from './LoadBoundary';

type RemoteModule = { App: ComponentType<RemoteAppProps> };

/** Renders a remote's App inside the layout; a remote that fails to load shows an error with a retry. */
export function RemoteRoute({
  remote,
  storeLinks,
  loadClient,
}: {
  remote: RemoteName;
  storeLinks?: StoreLinkUrls;
  loadClient: LoadClient;
}) {
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is read by nothing inside: it only forces a fresh lazy().
    [remote, attempt],
  );
  return (
    <LoadBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <RemoteApp session={session} preferences={preferences} storeLinks={storeLinks} loadClient={loadClient} />
        <Shown />
      </Suspense>
    </LoadBoundary>
  );
}

/** Commits with the remote's page (same Suspense boundary), so it runs once the page is on screen. */
function Shown() {
  useEffect(markFirstPageShown, []);
  return null;
}
