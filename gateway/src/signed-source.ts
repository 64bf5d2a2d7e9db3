import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { CLAIMS_HEADER, REQUEST_ID_HEADER, claimsSigner, type Caller, type ClaimsSigner } from '@brigade/service-kit';
import { batchingFetcher } from './batching-fetcher';
import { subgraphHttp } from './subgraph-http';
import type { SubgraphTimer } from './subgraph-metrics';

export type GatewayContext = {
  caller?: Caller;
  requestId?: string;
  locale?: string | undefined;
  clientIp?: string | undefined;
  idempotencyKey?: string | undefined;
};

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
    const send = subgraphHttp(timeoutMs);
    super({
      url,
      // Our fetcher answers only what the data source reads (subgraph-http.ts), not a whole WHATWG Response.
      fetcher: batchingFetcher((input, init) => time(subgraph, () => send(input, init))) as never,
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
