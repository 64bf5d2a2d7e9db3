/** Run-time configuration served next to the shell (/config.json), so remotes move without a rebuild. */
export type ShellConfig = {
  graphqlUrl: string;
  remotes: Record<RemoteName, string>;
};

export type RemoteName = 'mfe_auth' | 'mfe_superadmin' | 'mfe_kitchen';

export async function loadConfig(): Promise<ShellConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json answered ${res.status}`);
  return (await res.json()) as ShellConfig;
}
