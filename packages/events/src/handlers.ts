import type { z } from 'zod';
import type { EventHandler } from './consumer';
import type { EventEnvelope } from './envelope';

/** A topic's contract (contracts.ts): the schema of each event type's payload. */
export type EventContract = Record<string, z.ZodType>;

/** A contract's payload types, by event type. */
export type Payloads<C extends EventContract> = { [K in keyof C]: z.output<C[K]> };

/** A handler of one event type: its payload already checked against the contract. */
export type PayloadHandler<C extends EventContract, K extends keyof C & string> = (
  payload: z.output<C[K]>,
  event: EventEnvelope<K, z.output<C[K]>>,
) => Promise<unknown>;

/**
 * A payload its contract refuses. It never reaches a handler, and retrying cannot make it valid,
 * so the consumer parks it at once. It names where the payload is wrong, never what it holds:
 * payloads carry names and e-mail addresses, and this ends up in logs and dead-letter headers.
 */
export class InvalidPayload extends Error {
  override readonly name = 'InvalidPayload';
  /** The dotted paths of the fields the schema refused ('' is the payload itself). */
  readonly paths: string[];

  constructor(
    readonly type: string,
    readonly eventId: string,
    issues: readonly z.core.$ZodIssue[],
  ) {
    const paths = [...new Set(issues.map((issue) => issue.path.map(String).join('.')))];
    super(`${type} payload does not match its contract at ${paths.map((p) => p || '(payload)').join(', ')}`);
    this.paths = paths;
  }
}

/**
 * The consumer's handler map for some of a topic's event types, each typed by its contract:
 * `eventHandlers(KitchenEvents, { KitchenCreated: async (payload, event) => … })`. Each payload is
 * parsed with its event type's schema before the handler runs (unknown fields are dropped); one that
 * does not match throws InvalidPayload instead. Types the map leaves out are skipped by the consumer.
 */
export function eventHandlers<C extends EventContract, K extends keyof C & string>(
  contract: C,
  handlers: { [T in K]: PayloadHandler<C, T> },
): Record<K, EventHandler> {
  const typed = (Object.keys(handlers) as K[]).map((type) => {
    const schema: z.ZodType | undefined = contract[type];
    if (!schema) throw new Error(`${type} is not an event of this contract`);
    const handle = handlers[type];
    const run: EventHandler = async (event) => {
      const parsed = schema.safeParse(event.payload);
      if (!parsed.success) throw new InvalidPayload(event.type, event.id, parsed.error.issues);
      const payload = parsed.data as z.output<C[K]>;
      await handle(payload, { ...event, type, payload });
    };
    return [type, run] as const;
  });
  return Object.fromEntries(typed) as Record<K, EventHandler>;
}
