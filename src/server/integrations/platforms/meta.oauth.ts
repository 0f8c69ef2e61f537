import { buildMetaAuthorizeUrl, exchangeMetaCode, type MetaGraph } from './meta.graph';
import { OAuthGrantError, PlatformAuthError, type PlatformAdapter } from './types';

/**
 * The sign-in half Facebook Pages and Instagram share (Facebook Login, code flow with PKCE S256, long-lived
 * user token): the authorize page (`{version}` in the template replaced), the code exchange, the account
 * lookup, and no refresh or revoke — the accounts' Page tokens do not expire, one Meta refuses must be granted
 * anew, and the app's permissions belong to the member's login (revoking them would cut every other Page).
 */
export function createMetaSignIn(
  graph: MetaGraph,
  options: { authorizeUrl: string; version: string; label: string; scopes: readonly string[] },
): Pick<
  PlatformAdapter,
  'scopes' | 'buildAuthorizeUrl' | 'exchangeCode' | 'refresh' | 'revoke' | 'fetchAccount'
> {
  const { label, scopes } = options;
  return {
    scopes,
    buildAuthorizeUrl({ client, redirectUri, state, codeChallenge }) {
      return buildMetaAuthorizeUrl(options.authorizeUrl.replace('{version}', options.version), {
        clientId: client.clientId,
        redirectUri,
        state,
        codeChallenge,
        scopes,
      });
    },
    exchangeCode: (input) => exchangeMetaCode(graph, input, scopes),
    refresh() {
      return Promise.reject(
        new OAuthGrantError(`${label.toLowerCase()}: Page tokens are not refreshed`, 'invalid_grant'),
      );
    },
    async revoke() {
      // Nothing to revoke per account (see above).
    },
    async fetchAccount(accessToken) {
      const answer = await graph
        .call('/me?fields=id,name', accessToken, { method: 'GET' })
        .catch((error: unknown) => {
          if (error instanceof PlatformAuthError) throw error;
          throw new Error(`${label} did not answer the account lookup`);
        });
      const body = answer.body as { id?: unknown; name?: unknown } | undefined;
      if (answer.status >= 400 || typeof body?.id !== 'string')
        throw new Error(`${label} did not name the account: ${answer.reason}`);
      return { id: body.id, name: typeof body.name === 'string' ? body.name : body.id };
    },
  };
}
