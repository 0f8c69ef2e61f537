import type { Database } from '../../db/client';
import { loadOnce } from '../../load-once';
import { credentials, sessions, users, verifications } from '../../db/schema';

/** Lifetime of a remembered session (Remember me), in seconds. */
export const rememberedSessionSeconds = 30 * 24 * 60 * 60;
/** How long a password reset link stays valid, in seconds. */
export const resetLinkSeconds = 60 * 60;

/** Options for the auth engine. */
export interface AuthOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  /** Called with the raw single-use token when a reset was requested for an existing account. */
  onResetRequested(user: { email: string; name: string }, token: string): Promise<void>;
}

/**
 * better-auth configured for Postforge: e-mail + password with argon2id (OWASP parameters), 8-128 characters,
 * server sessions in httpOnly SameSite=Lax cookies (`__Host-` and Secure under HTTPS), a new session at every
 * login, 30 days when remembered (absolute) and a browser-session cookie otherwise. Its own HTTP handler is not
 * mounted: the accounts routes call `auth.api.*` so every endpoint goes through our contracts and rate limits.
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
      schema: { user: users, session: sessions, account: credentials, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
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
        await options.onResetRequested({ email: user.email, name: user.name }, token);
      },
    },
    session: { expiresIn: rememberedSessionSeconds, disableSessionRefresh: true },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    advanced: {
      cookiePrefix: 'postforge',
      useSecureCookies: false,
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
