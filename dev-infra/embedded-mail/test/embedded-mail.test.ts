import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { startMail, type EmbeddedMail, type Message, type MessageSummary } from '../src';

let mail: EmbeddedMail;
const dirs: string[] = [];

beforeAll(async () => {
  mail = await startMail();
});

beforeEach(async () => {
  await mail.clear();
});

afterAll(async () => {
  await mail.stop();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'embedded-mail-'));
  dirs.push(dir);
  return dir;
}

async function send(smtpUrl: string, message: { to: string | string[]; subject: string; text?: string; html?: string; bcc?: string }) {
  const transport = createTransport(smtpUrl);
  try {
    return await transport.sendMail({ from: 'Brigade <no-reply@brigade.local>', ...message });
  } finally {
    transport.close();
  }
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as T;
}

test('an html + text mail to two recipients, sent by nodemailer with credentials, reads back through the HTTP API', async () => {
  const withCredentials = mail.smtpUrl.replace('smtp://', 'smtp://identity:any-password@');
  const info = await send(withCredentials, {
    to: ['Alice Chef <alice@demo.brigade.local>', 'bob@demo.brigade.local'],
    subject: 'Reset your Brigade password',
    text: 'Open http://127.0.0.1:3000/reset?token=abc to choose a new password.',
    html: '<p>Open <a href="http://127.0.0.1:3000/reset?token=abc">this link</a> to choose a new password.</p>',
  });
  expect(info.accepted).toEqual(['alice@demo.brigade.local', 'bob@demo.brigade.local']);

  const list = await getJson<MessageSummary[]>(`${mail.httpUrl}/api/messages`);
  expect(list).toEqual([
    {
      id: expect.any(String),
      from: 'no-reply@brigade.local',
      to: ['alice@demo.brigade.local', 'bob@demo.brigade.local'],
      subject: 'Reset your Brigade password',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    },
  ]);
  const id = list[0]?.id ?? '';

  const full = await getJson<Message>(`${mail.httpUrl}/api/messages/${id}`);
  expect(full).toMatchObject({
    id,
    from: 'no-reply@brigade.local',
    to: ['alice@demo.brigade.local', 'bob@demo.brigade.local'],
    subject: 'Reset your Brigade password',
    text: 'Open http://127.0.0.1:3000/reset?token=abc to choose a new password.',
    html: '<p>Open <a href="http://127.0.0.1:3000/reset?token=abc">this link</a> to choose a new password.</p>',
    attachments: [],
  });
  expect(full.headers['message-id']).toBe(info.messageId);
  expect(full.headers.to).toBe('"Alice Chef" <alice@demo.brigade.local>, bob@demo.brigade.local');
  expect(full.size).toBeGreaterThan(200);
  expect(mail.messages()).toEqual([full]);

  const raw = await fetch(`${mail.httpUrl}/api/messages/${id}/raw`);
  expect(raw.status).toBe(200);
  expect(raw.headers.get('content-type')).toBe('message/rfc822');
  const eml = await raw.text();
  expect(eml).toContain('Subject: Reset your Brigade password');
  expect(eml).toContain(`Message-ID: ${info.messageId}`);
  expect(Buffer.byteLength(eml)).toBe(full.size);

  expect((await fetch(`${mail.httpUrl}/api/messages/no-such-id`)).status).toBe(404);
});

test('Bcc recipients are in `to` (the envelope) though not in the headers', async () => {
  await send(mail.smtpUrl, { to: 'cook@demo.brigade.local', bcc: 'audit@brigade.local', subject: 'Copy', text: 'x' });
  const [message] = mail.messages();
  expect(message?.to).toEqual(['cook@demo.brigade.local', 'audit@brigade.local']);
  expect(message?.headers.bcc).toBeUndefined();
});

test('?to= lists only mail delivered to that address (case-insensitive), newest first', async () => {
  await send(mail.smtpUrl, { to: 'alice@demo.brigade.local', subject: 'first for alice', text: '1' });
  await send(mail.smtpUrl, { to: 'bob@demo.brigade.local', subject: 'for bob', text: '2' });
  await send(mail.smtpUrl, { to: ['carol@demo.brigade.local', 'alice@demo.brigade.local'], subject: 'second for alice', text: '3' });

  const forAlice = await getJson<MessageSummary[]>(`${mail.httpUrl}/api/messages?to=${encodeURIComponent('Alice@Demo.Brigade.local')}`);
  expect(forAlice.map((m) => m.subject)).toEqual(['second for alice', 'first for alice']);
  const forBob = await getJson<MessageSummary[]>(`${mail.httpUrl}/api/messages?to=bob@demo.brigade.local`);
  expect(forBob.map((m) => m.subject)).toEqual(['for bob']);
  expect(await getJson<MessageSummary[]>(`${mail.httpUrl}/api/messages?to=nobody@brigade.local`)).toEqual([]);
  const all = await getJson<MessageSummary[]>(`${mail.httpUrl}/api/messages`);
  expect(all.map((m) => m.subject)).toEqual(['second for alice', 'for bob', 'first for alice']);
  expect(mail.messages().map((m) => m.subject)).toEqual(['second for alice', 'for bob', 'first for alice']);
});

test('waitFor resolves with the next matching message, returns one already received, and rejects on timeout', async () => {
  const waiting = mail.waitFor((m) => m.to.includes('late@brigade.local'));
  await send(mail.smtpUrl, { to: 'other@brigade.local', subject: 'not this one', text: 'x' });
  await send(mail.smtpUrl, { to: 'late@brigade.local', subject: 'Your invitation', text: 'Welcome' });
  const received = await waiting;
  // A single-part body keeps the line break that ends its last line on the wire.
  expect(received).toMatchObject({ subject: 'Your invitation', text: 'Welcome\n', to: ['late@brigade.local'] });

  const again = await mail.waitFor((m) => m.subject === 'Your invitation', 100);
  expect(again.id).toBe(received.id);

  await expect(mail.waitFor((m) => m.subject === 'never sent', 200)).rejects.toThrow(/no matching message within 200 ms/);
});

test('DELETE /api/messages empties the mailbox', async () => {
  await send(mail.smtpUrl, { to: 'a@brigade.local', subject: 'to be cleared', text: 'x' });
  expect(mail.messages()).toHaveLength(1);
  const response = await fetch(`${mail.httpUrl}/api/messages`, { method: 'DELETE' });
  expect(response.status).toBe(204);
  expect(mail.messages()).toEqual([]);
  expect(await getJson<MessageSummary[]>(`${mail.httpUrl}/api/messages`)).toEqual([]);
});

test('the inbox page lists the mail with everything escaped, and a message page shows its html in a sandboxed srcdoc iframe', async () => {
  await send(mail.smtpUrl, {
    to: 'dev@brigade.local',
    subject: '<script>alert("subject")</script> & more',
    text: 'plain <text>',
    html: '<p onclick="x()">Hello "chef"</p><script>alert(1)</script>',
  });
  const id = mail.messages()[0]?.id ?? '';

  const inbox = await fetch(`${mail.httpUrl}/`);
  expect(inbox.status).toBe(200);
  expect(inbox.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(inbox.headers.get('content-security-policy')).toContain("default-src 'none'");
  const inboxHtml = await inbox.text();
  expect(inboxHtml).toContain(`<a href="/messages/${id}">&#60;script&#62;alert(&#34;subject&#34;)&#60;/script&#62; &#38; more</a>`);
  expect(inboxHtml).not.toContain('<script>');

  const page = await fetch(`${mail.httpUrl}/messages/${id}`);
  expect(page.status).toBe(200);
  const pageHtml = await page.text();
  expect(pageHtml).not.toContain('<script>');
  const iframe = /<iframe [^>]*sandbox="([^"]*)" srcdoc="([^"]*)"><\/iframe>/.exec(pageHtml);
  expect(iframe?.[1]).toBe('allow-popups allow-popups-to-escape-sandbox');
  expect(iframe?.[1]).not.toMatch(/allow-scripts|allow-same-origin/);
  expect(iframe?.[2]).toBe(
    '&#60;base target=&#34;_blank&#34;&#62;&#60;p onclick=&#34;x()&#34;&#62;Hello &#34;chef&#34;&#60;/p&#62;&#60;script&#62;alert(1)&#60;/script&#62;',
  );
  expect(pageHtml).toContain('<pre>plain &#60;text&#62;</pre>');
  expect(pageHtml).toContain(`href="/api/messages/${id}/raw"`);

  await send(mail.smtpUrl, { to: 'dev@brigade.local', subject: 'text only', text: 'just <text>' });
  const textOnly = mail.messages()[0];
  const textPage = await (await fetch(`${mail.httpUrl}/messages/${textOnly?.id}`)).text();
  expect(textOnly?.html).toBeNull();
  expect(textPage).not.toContain('<iframe');
  expect(textPage).toContain('<pre>just &#60;text&#62;\n</pre>');
  expect((await fetch(`${mail.httpUrl}/messages/unknown`)).status).toBe(404);
});

test('the mailbox survives a restart with a folder, keeps order, and clear() empties the folder too', async () => {
  const dir = await tempDir();
  const first = await startMail({ dir });
  await send(first.smtpUrl, { to: 'alice@demo.brigade.local', subject: 'one', text: '1', html: '<b>1</b>' });
  await send(first.smtpUrl, { to: 'bob@demo.brigade.local', bcc: 'hidden@brigade.local', subject: 'two', text: '2' });
  const before = first.messages();
  await first.stop();
  expect((await readdir(dir)).sort()).toEqual(before.flatMap((m) => [`${m.id}.eml`, `${m.id}.json`]).sort());

  const second = await startMail({ dir });
  try {
    expect(second.messages()).toEqual(before);
    expect(second.messages().map((m) => m.subject)).toEqual(['two', 'one']);
    expect(second.messages()[0]?.to).toEqual(['bob@demo.brigade.local', 'hidden@brigade.local']);
    const raw = await fetch(`${second.httpUrl}/api/messages/${before[1]?.id}/raw`);
    expect(await raw.text()).toContain('Subject: one');
    const forAlice = await getJson<MessageSummary[]>(`${second.httpUrl}/api/messages?to=alice@demo.brigade.local`);
    expect(forAlice.map((m) => m.subject)).toEqual(['one']);

    await second.clear();
    expect(second.messages()).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  } finally {
    await second.stop();
  }
});

test('beyond maxMessages the oldest are dropped, from memory and from the folder', async () => {
  const dir = await tempDir();
  const small = await startMail({ dir, maxMessages: 3 });
  try {
    for (let i = 1; i <= 5; i++) await send(small.smtpUrl, { to: 'a@brigade.local', subject: `mail ${i}`, text: String(i) });
    expect(small.messages().map((m) => m.subject)).toEqual(['mail 5', 'mail 4', 'mail 3']);
    expect((await readdir(dir)).sort()).toEqual(
      small
        .messages()
        .flatMap((m) => [`${m.id}.eml`, `${m.id}.json`])
        .sort(),
    );
  } finally {
    await small.stop();
  }
});

test('a message over the size limit is refused with 552 and not kept', async () => {
  const small = await startMail({ maxMessageBytes: 2000 });
  try {
    await expect(send(small.smtpUrl, { to: 'a@brigade.local', subject: 'big', text: 'x'.repeat(5000) })).rejects.toMatchObject({
      responseCode: 552,
    });
    expect(small.messages()).toEqual([]);
    await send(small.smtpUrl, { to: 'a@brigade.local', subject: 'small', text: 'fits' });
    expect(small.messages().map((m) => m.subject)).toEqual(['small']);
  } finally {
    await small.stop();
  }
});

test('stop() closes both ports and rejects pending waitFor calls', async () => {
  const other = await startMail();
  const waiting = other.waitFor(() => false, 60_000);
  await other.stop();
  await expect(waiting).rejects.toThrow('the mail server stopped');
  await expect(fetch(`${other.httpUrl}/api/messages`)).rejects.toThrow();
  await expect(send(other.smtpUrl, { to: 'a@brigade.local', subject: 'late', text: 'x' })).rejects.toThrow(/ECONNREFUSED/);
});

test('a port in use is reported, not ignored', async () => {
  const port = Number(new URL(mail.smtpUrl).port);
  await expect(startMail({ smtpPort: port })).rejects.toThrow(/EADDRINUSE/);
});
