/**
 * The part of oidc-provider 9 (ESM-only, untyped) that server.mts uses. Only server.mts imports
 * the module; the CommonJS API in index.ts never does.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown>;

  export interface Client {
    clientId: string;
    redirectUris: string[];
    postLogoutRedirectUris?: string[];
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
  }

  export interface ResourceServer {
    audience?: string;
    scope?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
  }

  export interface Token {
    jti: string;
    kind: string;
    accountId?: string;
    clientId?: string;
    scope?: string;
    sid?: string;
    expiration: number;
    tokenType: string;
    resourceServer?: ResourceServer;
    save(): Promise<string>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface IdToken {
    scope?: string;
    set(claim: string, value: unknown): void;
    issue(options: { use: 'idtoken' }): Promise<string>;
  }

  export interface Interaction {
    uid: string;
    grantId?: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  }

  export interface OIDCContext {
    client?: Client;
    params?: Record<string, string | undefined>;
    entity(kind: string, value: unknown): void;
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    body: unknown;
    status: number;
    type: string;
  }

  export type Account = { accountId: string; claims(use: string, scope: string): Promise<Claims> | Claims };

  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    Client: { prototype: Client };
    Grant: new (properties: { accountId: string; clientId: string }) => Grant;
    AccessToken: new (properties: Record<string, unknown>) => Token;
    RefreshToken: { find(value: string): Promise<(Token & { exp: number }) | undefined> };
    IdToken: new (claims: Claims, options: { ctx: KoaContextWithOIDC }) => IdToken;
    ResourceServer: new (identifier: string, info: ResourceServer) => ResourceServer;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    registerGrantType(name: string, handler: (ctx: KoaContextWithOIDC) => Promise<void>, parameters: string[]): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export interface OIDCProviderError extends Error {
    error: string;
    error_description?: string;
  }
  type ErrorClass = new (description?: string) => OIDCProviderError;

  export const errors: { InvalidGrant: ErrorClass; InvalidRequest: ErrorClass; InvalidScope: ErrorClass; InvalidTarget: ErrorClass };

  export default Provider;
}
