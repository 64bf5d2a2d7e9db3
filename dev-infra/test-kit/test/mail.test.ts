import { startMail, type EmbeddedMail } from '@brigade/embedded-mail';
import { createTransport } from 'nodemailer';
import { mailbox } from '../src';

/** mailbox() against the embedded mail server, with mail sent over real SMTP as identity sends it (nodemailer). */
let mail: EmbeddedMail;

beforeAll(async () => {
  mail = await startMail();
});

afterAll(() => mail.stop());

const send = (to: string, text: string) =>
  createTransport(mail.smtpUrl).sendMail({ from: 'Brigade <no-reply@brigade.test>', to, subject: 'Your link', text });

test('linkFor finds the link parameter in the newest mail to the address', async () => {
  await send('ada@bistro.test', 'Verify: https://app.brigade.test/verify?verifyToken=old-token&lang=en');
  await send('other@bistro.test', 'Verify: https://app.brigade.test/verify?verifyToken=not-ada');
  await send('ada@bistro.test', 'Verify: https://app.brigade.test/verify?lang=en&verifyToken=new%2Btoken\nThanks');
  expect(await mailbox(mail.httpUrl).linkFor('ada@bistro.test', 'verifyToken', 5000)).toBe('new+token');
});

test('linkFor waits for a mail still on its way', async () => {
  const found = mailbox(mail.httpUrl).linkFor('late@bistro.test', 'createToken', 10_000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await send('late@bistro.test', 'Create your password: https://app.brigade.test/create?createToken=abc123');
  expect(await found).toBe('abc123');
});

test('without such a mail it gives up, saying which link it waited for', async () => {
  await send('noor@bistro.test', 'Welcome, no link here');
  await expect(mailbox(mail.httpUrl).linkFor('noor@bistro.test', 'resetToken', 500)).rejects.toThrow(
    /a mail to noor@bistro\.test with a resetToken link not met in 500 ms: it last read 'Welcome, no link here/,
  );
});

test('urlFor gives the whole link, to open in a browser', async () => {
  await send('mila@bistro.test', 'Reset it here: https://app.brigade.test/reset-password?lang=nl&resetToken=r3set.t0ken\nThe Brigade team');
  expect(await mailbox(mail.httpUrl).urlFor('mila@bistro.test', 'resetToken', 5000)).toBe(
    'https://app.brigade.test/reset-password?lang=nl&resetToken=r3set.t0ken',
  );
  await expect(mailbox(mail.httpUrl).urlFor('mila@bistro.test', 'verifyToken', 300)).rejects.toThrow(/with a verifyToken link not met/);
});
