import { CLAIMS_HEADER, REQUEST_ID_HEADER, signCaller } from '../auth/claims';
import type { RequestContext } from '../auth/context';
import type { SubgraphName } from './subgraphs';

/** A lookup only asks for what one save names; more ids than this are not a lag but a mistake. */
export const MAX_OWNER_IDS = 500;
/** The owner answers from an index in milliseconds; past this the refusal stands rather than the save waiting. */
export const OWNER_TIMEOUT_MS = 2_000;

/** The owner's entities of one type by id, as the caller may see them; what it does not show is left out. */
export type OwnerLookup = <T extends { id: string }>(ctx: RequestContext, typename: string, ids: string[], fields: string) => Promise<T[]>;

/**
 * Asks the subgraph that owns an entity for it (ARCHITECTURE.md §7): a projection that lags an
 * event is checked against its owner before it refuses, so what a person just created is usable
 * in their next request on any replica. It asks through federation's `_entities`, the call the
 * gateway makes, signed as the request's own caller: the owner's visibility rules decide, so
 * another kitchen's entry still reads as not there. A failure or a slow owner answers nothing,
 * which leaves the refusal the projection gave (logged, never an error of its own).
 */
/** `url`: the owner's /graphql (`subgraphUrl`). */
export function ownerLookup(owner: SubgraphName, url: string, key: Uint8Array, timeoutMs = OWNER_TIMEOUT_MS): OwnerLookup {
  return async <T extends { id: string }>(ctx: RequestContext, typename: string, ids: string[], fields: string): Promise<T[]> => {
    const wanted = [...new Set(ids)].slice(0, MAX_OWNER_IDS);
    if (!wanted.length || ctx.caller.kind !== 'user') return [];
    const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on ${typename} { id ${fields} } } }`;
    try {
      const header = await signCaller(ctx.caller, key, owner, { locale: ctx.locale, ...(ctx.clientIp ? { clientIp: ctx.clientIp } : {}) });
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLAIMS_HEADER]: header, [REQUEST_ID_HEADER]: ctx.requestId },
        body: JSON.stringify({ query, variables: { r: wanted.map((id) => ({ __typename: typename, id })) } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const reply = (await res.json()) as { data?: { _entities?: (T | null)[] } | null };
      const found = (reply.data?._entities ?? []).filter((e): e is T => e !== null && typeof e?.id === 'string');
      ctx.log.info({ owner, typename, asked: wanted.length, found: found.length }, 'projection lagged: asked the owner');
      return found;
    } catch (error) {
      ctx.log.warn({ err: error, owner, typename }, 'owner lookup failed; the projection answers alone');
      return [];
    }
  };
}
