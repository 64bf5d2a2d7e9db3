import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { CLAIMS_HEADER, REQUEST_ID_HEADER, claimsSigner, type Caller, type ClaimsSigner } from '@brigade/service-kit';
import { batchingFetcher } from './batching-fetcher';
import type { SubgraphTimer } from './subgraph-metrics';

export type GatewayContext = {
  caller?: Caller;
  requestId?: string;
  locale?: string | undefined;
  clientIp?: string | undefined;
  idempotencyKey?: string | undefined;
};

/**
 * Aborts after `ms`, headers and body alike, as AbortSignal.timeout does, without its cost: Node
 * makes that signal transferable between threads, 2 % of the gateway's CPU at two calls a request
 * (#26). The timer outlives a call that finished; aborting it then changes nothing.
 */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), ms).unref();
  return controller.signal;
}

/**
 * Calls one subgraph with the verified caller, the client's locale, address and idempotency key signed for that
 * subgraph only, the request id, and a time limit, so a slow subgraph fails its part of the
 * query instead of holding it open. Fetches of one request to this subgraph that start together
 * share one HTTP call (batching-fetcher.ts).
 */
export class SignedSubgraphSource extends RemoteGraphQLDataSource<GatewayContext> {
  private readonly sign: ClaimsSigner;

  constructor(
    private readonly subgraph: string,
    url: string,
    key: Uint8Array,
    timeoutMs: number,
    time: SubgraphTimer = (_subgraph, call) => call(),
  ) {
    super({
      url,
      fetcher: batchingFetcher((input, init) =>
        time(subgraph, () => fetch(input, { ...(init as RequestInit), signal: timeoutSignal(timeoutMs) })),
      ) as never,
    });
    this.sign = claimsSigner(key);
  }

  override async willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<void> {
    const caller: Caller = ('caller' in context && context.caller) || { kind: 'anonymous' };
    const meta = { locale: context.locale, clientIp: context.clientIp, idempotencyKey: context.idempotencyKey };
    // The same caller and facts get the same header (claimsSigner), so every fetch of one request
    // to this subgraph sends identical headers and can share a batch (batching-fetcher.ts).
    request.http?.headers.set(CLAIMS_HEADER, await this.sign(caller, this.subgraph, meta));
    if ('requestId' in context && context.requestId) request.http?.headers.set(REQUEST_ID_HEADER, context.requestId);
  }
}
