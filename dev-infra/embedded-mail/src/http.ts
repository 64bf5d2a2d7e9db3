import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Mailbox } from './mailbox';
import { summary, type Message } from './message';

// The pages show mail from anywhere: no scripts at all, images and inline styles allowed so
// html mail looks as sent. The srcdoc iframes inherit this policy.
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; font-src * data:; form-action 'self'";

/**
 * The HTTP side: a JSON API for tests and tools, and a small inbox for developers.
 *   GET    /api/messages?to=<address>  newest first: id, from, to, subject, date
 *   GET    /api/messages/:id           the whole message (Message)
 *   GET    /api/messages/:id/raw       the .eml
 *   DELETE /api/messages               empties the mailbox
 *   GET    /  and  /messages/:id       the inbox and one message, as HTML
 */
export function createHttpServer(mailbox: Mailbox): Server {
  return createServer((req, res) => {
    handle(mailbox, req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: error instanceof Error ? error.message : String(error) });
      else res.destroy();
    });
  });
}

async function handle(mailbox: Mailbox, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const parts = url.pathname.split('/').filter(Boolean).map(decode);
  const to = url.searchParams.get('to')?.trim().toLowerCase() || undefined;
  const listed = () => mailbox.list().filter((m) => !to || m.to.some((address) => address.toLowerCase() === to));

  if (parts[0] === 'api' && parts[1] === 'messages') {
    if (parts.length === 2) {
      if (method === 'GET') return json(res, 200, listed().map(summary));
      if (method === 'DELETE') {
        await mailbox.clear();
        res.writeHead(204).end();
        return;
      }
      return notAllowed(res, 'GET, DELETE');
    }
    const message = mailbox.get(parts[2] ?? '');
    if (parts.length > 4 || (parts.length === 4 && parts[3] !== 'raw')) return json(res, 404, { error: 'not found' });
    if (method !== 'GET') return notAllowed(res, 'GET');
    if (!message) return json(res, 404, { error: 'no such message' });
    if (parts.length === 3) return json(res, 200, message);
    const raw = await mailbox.raw(message.id);
    if (!raw) return json(res, 404, { error: 'the raw message is gone' });
    res.writeHead(200, {
      'content-type': 'message/rfc822',
      'content-length': raw.length,
      'content-disposition': `attachment; filename="${message.id}.eml"`,
    });
    res.end(raw);
    return;
  }
  if (method !== 'GET') return notAllowed(res, 'GET');
  if (parts.length === 0) return page(res, 200, 'Inbox', inbox(listed(), to));
  if (parts.length === 1 && parts[0] === 'healthz') return json(res, 200, { status: 'ok' });
  if (parts.length === 2 && parts[0] === 'messages') {
    const message = mailbox.get(parts[1] ?? '');
    if (message) return page(res, 200, message.subject || '(no subject)', detail(message));
  }
  return page(res, 404, 'Not found', '<p>Nothing here. <a href="/">Back to the inbox</a></p>');
}

function inbox(messages: Message[], to: string | undefined): string {
  const filter = to
    ? `<p>Mail to <b>${escapeHtml(to)}</b> only. <a href="/">Show all</a></p>`
    : '<form method="get" action="/"><input name="to" type="email" placeholder="recipient address"> <button>Filter</button></form>';
  if (messages.length === 0) return `${filter}<p class="muted">No mail yet. It shows up here as soon as it is sent (reload).</p>`;
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.from)}</td><td>${escapeHtml(m.to.join(', '))}</td>` +
        `<td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  return `${filter}<p class="muted">${messages.length} message(s), newest first. Reload for new mail.</p>
<table><thead><tr><th>Date</th><th>From</th><th>To</th><th>Subject</th></tr></thead><tbody>
${rows}
</tbody></table>`;
}

function detail(m: Message): string {
  const id = encodeURIComponent(m.id);
  const fields = [
    ['From', m.from],
    ['To', m.to.join(', ')],
    ['Subject', m.subject],
    ['Date', m.date],
    ['Size', `${m.size} bytes`],
    ...m.attachments.map((a) => ['Attachment', `${a.filename ?? '(unnamed)'} (${a.contentType}, ${a.size} bytes)`]),
  ];
  const table = fields.map(([name, value]) => `<tr><th>${escapeHtml(name ?? '')}</th><td>${escapeHtml(value ?? '')}</td></tr>`).join('');
  // No allow-scripts and no allow-same-origin: the mail runs nothing and reaches nothing of ours.
  // Links open in a new, ordinary tab so a developer can follow e.g. a password-reset link.
  const body =
    m.html === null
      ? `<pre>${escapeHtml(m.text)}</pre>`
      : `<iframe title="html body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${m.html}`)}"></iframe>
<details><summary>Text version</summary><pre>${escapeHtml(m.text)}</pre></details>`;
  return `<p><a href="/">&larr; Inbox</a> · <a href="/api/messages/${id}">JSON</a> · <a href="/api/messages/${id}/raw">Download .eml</a></p>
<table class="fields">${table}</table>
${body}`;
}

function page(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · embedded-mail</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #222; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.3rem 0.6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
table.fields { width: auto; margin-bottom: 1rem; }
iframe { width: 100%; height: 70vh; border: 1px solid #ccc; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.8rem; }
.muted { color: #666; }
</style></head>
<body><h1>${escapeHtml(title)}</h1>
${body}
</body></html>
`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PAGE_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  res.end(html);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function notAllowed(res: ServerResponse, allow: string): void {
  res.setHeader('allow', allow);
  json(res, 405, { error: 'method not allowed' });
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
