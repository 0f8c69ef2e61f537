import { createHash, randomBytes } from 'node:crypto';
import { OAuthGrantError, type OAuthClient, type TokenSet } from './types';

/** A PKCE code verifier: 32 random bytes, base64url (43 characters, RFC 7636 §4.1). */
export function createCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** An OAuth `state`: 32 random bytes, base64url. */
export function createOAuthState(): string {
  return randomBytes(32).toString('base64url');
}

/** What a token endpoint answers (RFC 6749 §5.1). */
interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  scope?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/**
 * POSTs a form to a token-style endpoint with the client's credentials (HTTP Basic for a confidential client,
 * `client_id` in the body for a public one) and answers the parsed JSON; a 4xx becomes an OAuthGrantError
 * with the platform's `error` and description.
 */
export async function postOAuthForm(
  url: string,
  client: OAuthClient,
  form: Record<string, string>,
  timeoutMs = 10_000,
): Promise<TokenAnswer> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  const body = new URLSearchParams(form);
  if (client.clientSecret) {
    const basic = Buffer.from(
      `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`,
    ).toString('base64');
    headers.authorization = `Basic ${basic}`;
  } else {
    body.set('client_id', client.clientId);
  }
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let answer: TokenAnswer = {};
  try {
    answer = text ? (JSON.parse(text) as TokenAnswer) : {};
  } catch {
    answer = {};
  }
  if (!response.ok) {
    const code = typeof answer.error === 'string' ? answer.error : `http_${response.status}`;
    const description =
      typeof answer.error_description === 'string' ? answer.error_description : text.slice(0, 200);
    throw new OAuthGrantError(`${code}: ${description}`.slice(0, 300), code);
  }
  return answer;
}

/** A token answer as a TokenSet (`now` dates the expiry); throws when it has no access token. */
export function readTokenSet(answer: TokenAnswer, now: Date, requestedScopes: readonly string[]): TokenSet {
  if (typeof answer.access_token !== 'string' || !answer.access_token)
    throw new OAuthGrantError('The token answer has no access token', 'invalid_response');
  const expiresIn = Number(answer.expires_in);
  return {
    accessToken: answer.access_token,
    ...(typeof answer.refresh_token === 'string' && answer.refresh_token
      ? { refreshToken: answer.refresh_token }
      : {}),
    expiresAt:
      Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(now.getTime() + expiresIn * 1000) : null,
    scopes:
      typeof answer.scope === 'string' ? answer.scope.split(/[\s,]+/u).filter(Boolean) : [...requestedScopes],
  };
}
