import type { PlatformId } from '../../../shared/domain/platforms';

/** The OAuth client (developer app) registered at a platform: from the environment or the Instance screen. */
export interface OAuthClient {
  clientId: string;
  /** Absent for a public client (PKCE only). */
  clientSecret?: string;
}

/** Tokens a token endpoint answered. `expiresAt` null: the platform did not say. */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  expiresAt: Date | null;
  scopes: string[];
}

/** The account the tokens belong to, as the platform names it. */
export interface PlatformAccount {
  id: string;
  /** What the card shows after 'Connected as' (e.g. '@handle'). */
  name: string;
}

/** A file attached to a post, read from storage when the adapter uploads it. */
export interface PublishMedia {
  contentType: string;
  size: number;
  /** A video's length in seconds, when the library knows it (platforms with a longest video check it). */
  durationSeconds?: number;
  read(): Promise<Buffer>;
  /**
   * A signed link to the file under PUBLIC_URL that works for an hour, for a platform that fetches media from a
   * URL instead of taking an upload (Instagram).
   */
  publicUrl?: () => string;
}

/** What an adapter publishes: the post's text (hashtags already in it) and its media. */
export interface PlatformPost {
  text: string;
  media: PublishMedia[];
}

/** A connected account's credentials for one call. */
export interface AccountCredentials {
  accessToken: string;
  accountId: string;
}

/** A publication found on (or answered by) the platform. */
export interface PlatformPublication {
  externalId: string;
  /** The public link of the published post, when the platform gives (or documents how to build) one. */
  url?: string;
}

/** A published post's figures as the platform counts them; a figure the platform does not offer is absent. */
export interface PostMetrics {
  views?: number;
  likes?: number;
  comments?: number;
  shares?: number;
}

/**
 * One account a Connect grants: most platforms grant the signed-in member's own account; Facebook grants each
 * Page the member manages, each with its own (page) access token.
 */
export interface GrantedAccount extends PlatformAccount {
  /** The account's own token when it differs from the user token the code exchange answered. */
  accessToken?: string;
}

/**
 * One platform's OAuth 2.0 and publishing calls, in its own file (x.ts, ...). Generic code reaches a platform
 * only through this interface, found by id in the registry; it never branches on a platform name.
 * Errors: `PlatformAuthError` when the platform refuses the token (401); publish errors are the publish job's
 * (`PublishRejectedError`, `PublishOutcomeUnknownError`).
 */
export interface PlatformAdapter {
  platform: PlatformId;
  /** The platform fetches a post's media from a public URL (its card warns when PUBLIC_URL is not reachable). */
  fetchesPublicMedia?: boolean;
  /** Scopes requested at Connect (only posting and the account's name). */
  scopes: readonly string[];
  /** The platform's authorize page for this request (code flow, PKCE S256). */
  buildAuthorizeUrl(input: {
    client: OAuthClient;
    redirectUri: string;
    state: string;
    codeChallenge: string;
  }): string;
  exchangeCode(input: {
    client: OAuthClient;
    code: string;
    redirectUri: string;
    codeVerifier: string;
  }): Promise<TokenSet>;
  refresh(client: OAuthClient, refreshToken: string): Promise<TokenSet>;
  /** Revokes the tokens where the platform allows it (no-op otherwise). */
  revoke(client: OAuthClient, tokens: { accessToken: string; refreshToken?: string }): Promise<void>;
  fetchAccount(accessToken: string): Promise<PlatformAccount>;
  /**
   * Every account the tokens grant, for a platform where one Connect grants several (Facebook Pages): each is
   * stored as its own connection. Absent: the one account of `fetchAccount`.
   */
  listAccounts?(tokens: TokenSet): Promise<GrantedAccount[]>;
  /**
   * The figures of the account's published posts by external id, where the platform's API offers them (absent:
   * it offers none). A post the platform no longer knows is left out of the answer.
   */
  fetchMetrics?(
    credentials: AccountCredentials,
    externalIds: readonly string[],
  ): Promise<Record<string, PostMetrics>>;
  /** Publishes once; a platform's duplicate answer is treated as published (the earlier post is answered). */
  publish(credentials: AccountCredentials, post: PlatformPost, since: Date): Promise<PlatformPublication>;
  /**
   * The publication of `post` by this account since `since`, when there is one: how a crashed or timed-out
   * attempt is reconciled (each adapter documents how it finds it).
   */
  findPublished(
    credentials: AccountCredentials,
    post: PlatformPost,
    since: Date,
  ): Promise<PlatformPublication | undefined>;
}

/** The platform refused the access token (expired or revoked): refresh it, or the account must reconnect. */
export class PlatformAuthError extends Error {
  override readonly name = 'PlatformAuthError';
}

/** A token or revoke endpoint refused the request (bad code, bad client, refresh token no longer valid). */
export class OAuthGrantError extends Error {
  override readonly name = 'OAuthGrantError';
  constructor(
    message: string,
    /** The platform's `error` code (invalid_grant, invalid_client, ...). */
    readonly code: string,
  ) {
    super(message);
  }
}
