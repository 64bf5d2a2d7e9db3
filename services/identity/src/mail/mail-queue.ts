import type { Connection, Types } from 'mongoose';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Mail } from './templates';

type QueuedMail = Mail & {
  // A keyed mail (queued once per key) has its key as id.
  _id?: Types.ObjectId | string;
  createdAt: Date;
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil: Date;
  sentAt: Date | null;
  lastError?: string;
};

const MAX_ATTEMPTS = 10;
const LOCK_MS = 60_000;

/**
 * Mail goes through a queue in identity's database: a mutation only records the mail, so a slow
 * or broken SMTP server never fails a registration or leaves it half done; a sender delivers it
 * with nodemailer over `SMTP_URL` and retries with backoff (README 'E-mail').
 */
export function mailQueue(
  connection: Connection,
  options: { smtpUrl: string | undefined; from: string; log: Logger; intervalMs?: number },
) {
  const queue = connection.collection<QueuedMail>('mail_queue');
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function sendDue(): Promise<void> {
    if (!transport) return;
    for (;;) {
      const now = new Date();
      const mail = await queue.findOneAndUpdate(
        { sentAt: null, nextAttemptAt: { $lte: now }, lockedUntil: { $lte: now }, attempts: { $lt: MAX_ATTEMPTS } },
        { $set: { lockedUntil: new Date(now.getTime() + LOCK_MS) }, $inc: { attempts: 1 } },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      );
      if (!mail) return;
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await queue.updateOne({ _id: mail._id }, { $set: { sentAt: new Date() } });
      } catch (error) {
        const backoffMs = Math.min(3600_000, 2 ** mail.attempts * 1000);
        options.log.warn({ err: error, to: mail.to, attempts: mail.attempts }, 'mail not sent; will retry');
        await queue.updateOne(
          { _id: mail._id },
          { $set: { nextAttemptAt: new Date(Date.now() + backoffMs), lockedUntil: new Date(0), lastError: String(error) } },
        );
      }
    }
  }

  const tick = () => {
    running ??= sendDue()
      .catch((error: unknown) => options.log.warn({ err: error }, 'mail queue check failed'))
      .finally(() => (running = undefined));
    return running;
  };

  return {
    async init(): Promise<void> {
      await queue.createIndex({ sentAt: 1, nextAttemptAt: 1 });
      // Sent mail is kept a week for support questions ('did the cook get the mail?').
      await queue.createIndex({ sentAt: 1 }, { expireAfterSeconds: 7 * 24 * 3600, partialFilterExpression: { sentAt: { $type: 'date' } } });
    },
    /**
     * Records the mail and nudges the sender; returns once the mail is safely queued. With `key` the
     * mail is queued once per key (a redelivered event), and the answer says whether it was queued now.
     */
    async enqueue(mail: Mail, key?: string): Promise<boolean> {
      const now = new Date();
      try {
        await queue.insertOne({
          ...(key ? { _id: key } : {}),
          ...mail,
          createdAt: now,
          attempts: 0,
          nextAttemptAt: now,
          lockedUntil: new Date(0),
          sentAt: null,
        });
      } catch (error) {
        if (key && (error as { code?: number }).code === 11000) return false;
        throw error;
      }
      void tick();
      return true;
    },
    start(): void {
      if (!transport) options.log.warn('SMTP_URL is not set: mail stays in the mail_queue collection unsent');
      timer = setInterval(() => void tick(), options.intervalMs ?? 2000);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}

export type MailQueue = ReturnType<typeof mailQueue>;
