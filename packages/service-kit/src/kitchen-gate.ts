import { eventHandlers, KitchenEvents } from '@brigade/events';
import type { Connection } from 'mongoose';
import type { Caller } from './auth/claims';
import { forbidden } from './http/errors';
import { createTranslator, type Catalogue, type Locale } from './i18n/translate';
import da from './i18n/kitchen-gate/da.json';
import de from './i18n/kitchen-gate/de.json';
import english from './i18n/kitchen-gate/en.json';
import es from './i18n/kitchen-gate/es.json';
import fr from './i18n/kitchen-gate/fr.json';
import nl from './i18n/kitchen-gate/nl.json';

/** What a service knows of a kitchen's life from kitchen.kitchen.v1; no row means nothing to refuse. */
type KitchenLife = { _id: string; status: string; deleted: boolean; asOf: string };

const en = english; // A copy, so the declarations spell out the keys (see common-messages.ts).

/** What the gate says, in every interface language (src/i18n/kitchen-gate/<locale>.json). */
export const KITCHEN_GATE_MESSAGES: Catalogue<keyof typeof en> = { en, nl, es, de, fr, da };

const messages = createTranslator(KITCHEN_GATE_MESSAGES);

/**
 * Writes into a kitchen that is deleted or paused are refused by every service that holds its
 * data, not only by the gateway's token revocation: claims are trusted for up to their lifetime,
 * and a revocation reaches the gateway a moment after the kitchen changed. Each service follows
 * kitchen.kitchen.v1 into `kitchen_lives` (newest statement wins; a deletion is final).
 */
export function kitchenGate(connection: Connection) {
  const lives = connection.collection<KitchenLife>('kitchen_lives');

  /** A deletion is final; of status changes the newest by occurredAt wins (events come again and late). */
  async function record(kitchenId: string, asOf: string, change: { status: string } | { deleted: true }) {
    if (!kitchenId) return;
    if ('deleted' in change) {
      await lives.updateOne({ _id: kitchenId }, { $set: { deleted: true }, $setOnInsert: { status: 'DELETED', asOf } }, { upsert: true });
      return;
    }
    const newer = await lives.updateOne({ _id: kitchenId, asOf: { $lte: asOf } }, { $set: { status: change.status, asOf } });
    if (newer.matchedCount === 0)
      await lives.updateOne({ _id: kitchenId }, { $setOnInsert: { status: change.status, deleted: false, asOf } }, { upsert: true });
  }

  /** Why a write into `kitchenId` is refused, or null. A super admin still manages a paused kitchen. */
  async function refusal(caller: Caller, kitchenId: string | null | undefined, locale: Locale) {
    if (!kitchenId) return null;
    const life = await lives.findOne({ _id: kitchenId });
    if (life?.deleted) return forbidden(messages(locale, 'kitchenGone'));
    const superAdmin = caller.kind === 'user' && caller.roles.includes('SUPER_ADMIN');
    if (life?.status === 'PAUSED' && !superAdmin) return forbidden(messages(locale, 'kitchenPaused'));
    return null;
  }

  return {
    refusal,
    /** Throws FORBIDDEN with the translated reason when writing into `kitchenId` is refused. */
    async mayWrite(caller: Caller, kitchenId: string | null | undefined, locale: Locale): Promise<void> {
      const refused = await refusal(caller, kitchenId, locale);
      if (refused) throw refused;
    },
    /** The caller's own kitchen: people of a deleted or paused kitchen change nothing anywhere. */
    async mayCallerWrite(caller: Caller, locale: Locale): Promise<void> {
      if (caller.kind !== 'user' || caller.roles.includes('SUPER_ADMIN')) return;
      const refused = await refusal(caller, caller.kitchenId, locale);
      if (refused) throw refused;
    },
    handlers: eventHandlers(KitchenEvents, {
      KitchenDeleted: ({ kitchenId }, event) => record(kitchenId, event.occurredAt, { deleted: true }),
      KitchenStatusChanged: ({ kitchenId, status }, event) => record(kitchenId, event.occurredAt, { status }),
    }),
  };
}

export type KitchenGate = ReturnType<typeof kitchenGate>;

type Resolver = (...args: never[]) => unknown;

/**
 * Every mutation of a service, behind the gate: someone whose kitchen is deleted or paused is
 * refused before any resolver runs, so no write path can be forgotten.
 */
export function gatedMutations<M extends Record<string, Resolver>>(gate: KitchenGate, mutations: M): M {
  const gated = Object.entries(mutations).map(([name, resolve]) => [
    name,
    async (...args: unknown[]) => {
      const ctx = args[2] as { caller: Caller; locale: Locale };
      await gate.mayCallerWrite(ctx.caller, ctx.locale);
      return (resolve as (...all: unknown[]) => unknown)(...args);
    },
  ]);
  return Object.fromEntries(gated) as M;
}
