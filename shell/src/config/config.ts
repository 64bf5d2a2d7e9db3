import type { StoreLinkUrls } from '@brigade/ui';

/** Run-time configuration served next to the shell (/config.json), so remotes move without a rebuild. */
export type ShellConfig = {
  graphqlUrl: string;
  remotes: Record<RemoteName, string>;
  /** Mobile app store pages shown on the landing and sign-in pages (one per platform); absent links are not shown. */
  storeLinks?: StoreLinkUrls;
  /** When set, sign-in goes through this Keycloak realm (keycloak-js) instead of the password form. */
  keycloak?: { url: string; realm: string; clientId: string };
};

export type RemoteName = 'mfe_auth' | 'mfe_superadmin' | 'mfe_kitchen';

export async function loadConfig(): Promise<ShellConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json answered ${res.status}`);
  return (await res.json()) as ShellConfig;
}
