import { createHash } from 'node:crypto';
import { passwordMaxUtf16Units, passwordMinLength } from '../../../shared/domain/passwords';
import type { Database } from '../../db/client';
import { loadOnce } from '../../load-once';
import { credentials, sessions, users, verifications } from '../../db/schema';

/** Lifetime of a remembered session (Remember me), in seconds. */
export const rememberedSessionSeconds = 30 * 24 * 60 * 60;
/** How long a password reset link stays valid, in seconds. */
export const resetLinkSeconds = 60 * 60;

/** The page a reset token opens (the link e-mailed, or printed by `npm run admin -- reset-link`). */
export function buildResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Kind of the verification values that are password reset links (better-auth's identifier prefix). */
const resetLinkKind = 'reset-password';

/**
 * How a verification identifier (`kind:secret`, e.g. `reset-password:<token>`) is stored: its kind, `#`, and
 * the SHA-256 of the whole identifier (base64url). The database never holds a usable token, and the `#` keeps
 * a stored value from ever equalling an identifier better-auth looks up as is (its fallback for rows stored
 * before hashing), so a stolen hash cannot be replayed as a token.
 */
export async function hashVerificationIdentifier(identifier: string): Promise<string> {
  const colon = identifier.indexOf(':');
  const kind = colon > 0 ? identifier.slice(0, colon) : 'value';
  return `${kind}#${createHash('sha256').update(identifier).digest('base64url')}`;
}

/** The stored identifiers of reset links start with this (see hashVerificationIdentifier). */
export const storedResetLinkPrefix = `${resetLinkKind}#`;

/** Where reset links are removed: every link of an account, or every one but the newest. */
export interface ResetLinkRemoval {
  /** Removes the account's reset links; `keepIdentifier` (a stored identifier) survives. */
  removeResetLinks(userId: string, keepIdentifier?: string): Promise<void>;
}

/** Options for the auth engine. */
export interface AuthOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  resetLinks: ResetLinkRemoval;
  /** Called with the raw single-use token when a reset was requested for an existing account. */
  onResetRequested(user: { id: string; email: string; name: string }, token: string): Promise<void>;
}

/**
 * better-auth configured for Postforge: e-mail + password with argon2id (OWASP parameters), 8-128 characters
 * (checkPassword counts code points; the library counts UTF-16 units, so its bounds are wide enough never to
 * refuse what checkPassword accepts), server sessions in httpOnly SameSite=Lax cookies (`__Host-` and Secure
 * under HTTPS), a new session at every login, 30 days when remembered (absolute) and a browser-session cookie
 * otherwise. Reset tokens are stored hashed, and an account has at most one reset link: a new one replaces the
 * earlier ones, and a reset ends them all (a password change does so in the accounts service). Its own HTTP
 * handler is not mounted: the accounts routes call `auth.api.*` so every endpoint goes through our contracts
 * and rate limits.
 */
async function configureAuth(options: AuthOptions) {
  const [{ betterAuth }, { drizzleAdapter }] = await Promise.all([
    import('better-auth'),
    import('better-auth/adapters/drizzle'),
  ]);
  // argon2 (native) loads with the first password to hash or check, not with a session lookup.
  const loadArgon2 = () => import('@node-rs/argon2');
  const isHttps = options.publicUrl.startsWith('https://');
  const hostCookie = (name: string) => ({ name: `__Host-postforge.${name}`, attributes: { secure: true } });
  return betterAuth({
    baseURL: options.publicUrl,
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      // Real transactions: a reset's token use, session revocation and password write commit together, and a
      // sign-up joins the registration's transaction (a savepoint inside TransactionScope.run).
      transaction: true,
      schema: { user: users, session: sessions, account: credentials, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxUtf16Units,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: resetLinkSeconds,
      password: {
        // @node-rs/argon2 defaults to Argon2id.
        hash: async (password) =>
          (await loadArgon2()).hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 }),
        verify: async ({ hash: stored, password }) => (await loadArgon2()).verify(stored, password),
      },
      sendResetPassword: async ({ user, token }) => {
        const stored = await hashVerificationIdentifier(`${resetLinkKind}:${token}`);
        await options.resetLinks.removeResetLinks(user.id, stored);
        await options.onResetRequested({ id: user.id, email: user.email, name: user.name }, token);
      },
      onPasswordReset: async ({ user }) => {
        await options.resetLinks.removeResetLinks(user.id);
      },
    },
    verification: { storeIdentifier: { hash: hashVerificationIdentifier } },
    session: { expiresIn: rememberedSessionSeconds, disableSessionRefresh: true },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    advanced: {
      cookiePrefix: 'postforge',
      useSecureCookies: false,
      // The full client address is never stored: the accounts service records a coarse one (see coarseAddress).
      ipAddress: { disableIpTracking: true },
      database: { generateId: () => crypto.randomUUID() },
      ...(isHttps
        ? {
            cookies: {
              session_token: hostCookie('session_token'),
              dont_remember: hostCookie('dont_remember'),
            },
          }
        : {}),
    },
  });
}

/** The configured auth engine. */
export type Auth = Awaited<ReturnType<typeof configureAuth>>;

/**
 * The auth engine, loaded on first call: better-auth is the largest import of the server, and only
 * requests that carry a session cookie, log in or register need it (a worker process never does). Later
 * calls share the same engine; a failed load is retried on the next call.
 */
export function createAuthLoader(options: AuthOptions): () => Promise<Auth> {
  return loadOnce(() => configureAuth(options));
}

/** True for better-auth's refusals (wrong password, used reset token, no session); better-auth is loaded by then. */
export async function isAuthRefusal(error: unknown): Promise<boolean> {
  const { isAPIError } = await import('better-auth/api');
  return isAPIError(error);
}
