// Minimal typing of the parts of oidc-provider 9 this service uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface Grant {
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface TokenLike {
    accountId?: string;
    grantId?: string;
    clientId?: string;
    scope?: string;
    exp?: number;
    kind?: string;
    isExpired?: boolean;
  }

  export interface KoaContextLike {
    oidc: {
      client?: { clientId: string };
      session?: { grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      params?: Record<string, unknown>;
      [key: string]: unknown;
    };
    body: unknown;
    host: string;
    [key: string]: unknown;
  }

  export type Configuration = Record<string, unknown>;

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    AccessToken: { find(token: string): Promise<TokenLike | undefined> };
    RefreshToken: { find(token: string): Promise<(TokenLike & { consumed?: unknown }) | undefined> };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
