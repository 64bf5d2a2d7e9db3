/** What the gateway's `/api/upload` answers (catalog's media record). */
export type UploadedMedia = { id: string; url: string; contentType: string; size: number };
export type MediaKind = 'image' | 'video';

/** The upload endpoint on the shell's own host (SPEC.md §7; the shell proxies it to the gateway). */
export const UPLOAD_URL = '/api/upload';

export class UploadRefused extends Error {}

/**
 * Sends one file to `/api/upload` with the session token. A refusal rejects with the server's
 * message (catalog words it in the spec's 'Failed to upload images' / 'Failed to upload video').
 */
export async function uploadMedia(file: Blob, kind: MediaKind, token: string | null, url = UPLOAD_URL): Promise<UploadedMedia> {
  const body = new FormData();
  // The purpose goes first: catalog checks the file against it while it streams.
  body.append('purpose', kind);
  body.append('file', file);
  const response = await fetch(url, { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const answer = (await response.json().catch(() => ({}))) as Partial<UploadedMedia> & { error?: string };
  if (!response.ok || !answer.url) throw new UploadRefused(answer.error ?? `HTTP ${response.status}`);
  return answer as UploadedMedia;
}
