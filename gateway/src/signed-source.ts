import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { CLAIMS_HEADER, REQUEST_ID_HEADER, signCaller, type Caller } from '@brigade/service-kit';
import { batchingFetcher } from './batching-fetcher';
import type { SubgraphTimer } from './subgraph-metrics';

export type GatewayContext = {
  caller?: Caller;
  requestId?: string;
  locale?: string | undefined;
  clientIp?: string | undefined;
  idempotencyKey?: string | undefined;
};

/** Claims signed once per client request and subgraph: every fetch of the request sends the same header, so they can share a batch. */
const signed = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * Calls one subgraph with the verified caller, the client's locale, address and idempotency key signed for that
 * subgraph only, the request id, and a time limit, so a slow subgraph fails its part of the
 * query instead of holding it open. Fetches of one request to this subgraph that start together
 * share one HTTP call (batching-fetcher.ts).
 */
export class SignedSubgraphSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    private readonly subgraph: string,
    url: string,
    private readonly key: Uint8Array,
    timeoutMs: number,
    time: SubgraphTimer = (_subgraph, call) => call(),
  ) {
    super({
      url,
      fetcher: batchingFetcher((input, init) =>
        time(subgraph, () => fetch(input, { ...(init as RequestInit), signal: AbortSignal.timeout(timeoutMs) })),
      ) as never,
    });
  }

  override async willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<void> {
    const caller: Caller = ('caller' in context && context.caller) || { kind: 'anonymous' };
    const meta = { locale: context.locale, clientIp: context.clientIp, idempotencyKey: context.idempotencyKey };
    let mine = signed.get(context);
    if (!mine) signed.set(context, (mine = new Map()));
    let claims = mine.get(this.subgraph);
    if (!claims) mine.set(this.subgraph, (claims = signCaller(caller, this.key, this.subgraph, meta)));
    request.http?.headers.set(CLAIMS_HEADER, await claims);
    if ('requestId' in context && context.requestId) request.http?.headers.set(REQUEST_ID_HEADER, context.requestId);
  }
}
