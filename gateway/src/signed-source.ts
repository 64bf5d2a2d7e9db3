import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { CLAIMS_HEADER, REQUEST_ID_HEADER, signCaller, type Caller } from '@brigade/service-kit';

export type GatewayContext = { caller?: Caller; requestId?: string; locale?: string | undefined; clientIp?: string | undefined };

/**
 * Calls one subgraph with the verified caller, the client's locale and address signed for that
 * subgraph only, the request id, and a time limit, so a slow subgraph fails its part of the
 * query instead of holding it open.
 */
export class SignedSubgraphSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    private readonly subgraph: string,
    url: string,
    private readonly key: Uint8Array,
    timeoutMs: number,
  ) {
    super({
      url,
      fetcher: ((input: string, init?: RequestInit) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })) as never,
    });
  }

  override async willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<void> {
    const caller: Caller = ('caller' in context && context.caller) || { kind: 'anonymous' };
    const meta = { locale: context.locale, clientIp: context.clientIp };
    request.http?.headers.set(CLAIMS_HEADER, await signCaller(caller, this.key, this.subgraph, meta));
    if ('requestId' in context && context.requestId) request.http?.headers.set(REQUEST_ID_HEADER, context.requestId);
  }
}
