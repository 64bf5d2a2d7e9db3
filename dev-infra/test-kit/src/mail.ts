import { until } from './until';

type Summary = { id: string };

/** An inbox read over the embedded mailbox's HTTP API (dev-infra/embedded-mail), as a person reads mail. */
export function mailbox(mailUrl: string) {
  const json = async <T>(path: string): Promise<T> => (await (await fetch(`${mailUrl}${path}`)).json()) as T;
  return {
    /** The plain text of the newest mail to `to`, waiting for one to arrive. */
    async newestTo(to: string, timeoutMs = 30_000): Promise<string> {
      const [newest] = await until(
        () => json<Summary[]>(`/api/messages?to=${encodeURIComponent(to)}`),
        (list) => list.length > 0,
        { timeoutMs, what: `a mail to ${to}` },
      );
      return (await json<{ text: string }>(`/api/messages/${(newest as Summary).id}`)).text;
    },
    /** The whole link carrying parameter `param` in the newest mail to `to` that has one, for a browser to open. */
    async urlFor(to: string, param: string, timeoutMs = 30_000): Promise<string> {
      const pattern = new RegExp(`https?://[^\\s"<>]*?[?&]${param}=[^\\s"<>]+`);
      const text = await until(
        () => this.newestTo(to, timeoutMs),
        (mail) => pattern.test(mail),
        { timeoutMs, what: `a mail to ${to} with a ${param} link` },
      );
      return pattern.exec(text)?.[0] ?? '';
    },
    /** The value of link parameter `param` in the newest mail to `to` that has one (an invitation's `createToken`). */
    async linkFor(to: string, param: string, timeoutMs = 30_000): Promise<string> {
      return new URL(await this.urlFor(to, param, timeoutMs)).searchParams.get(param) ?? '';
    },
  };
}

export type Mailbox = ReturnType<typeof mailbox>;
