import { createHmac } from 'node:crypto';
import type { SessionInfo } from '../../../shared/contracts/accounts';
import { isEmailShaped, normalizeEmail } from '../../../shared/domain/email';
import { isInterfaceLocale } from '../../../shared/domain/locales';
import { isTimeZone } from '../../../shared/domain/time-zones';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { coarseAddress } from '../account-security/account-security.devices';
import { isAuthRefusal } from './accounts.auth';
import {
  accountMessages,
  knownLoginAddressDays,
  type AccountsDependencies,
  type SessionResult,
} from './accounts.rules';

/**
 * Sign-in and sessions: the caller of a request (with the idle timeout of browser-session logins), the session
 * the app shows, login and logout, and the client addresses an account logged in from (exempt from the
 * account-wide login limit).
 */
export function createAccountSessions({
  loadAuth,
  store,
  sessionsStore,
  clock,
  idleMinutes,
  addressKey,
}: Pick<
  AccountsDependencies,
  'loadAuth' | 'store' | 'sessionsStore' | 'clock' | 'idleMinutes' | 'addressKey'
>) {
  const twoDaysMs = 2 * 24 * 60 * 60 * 1000;
  const knownAddressMs = knownLoginAddressDays * 24 * 60 * 60 * 1000;
  const hashAddress = (address: string) =>
    createHmac('sha256', addressKey).update(address).digest('base64url');

  async function rememberLoginAddress(session: SessionInfo, address: string): Promise<void> {
    if (!session.user) return;
    const now = clock();
    await store.rememberLoginAddress(
      session.user.id,
      hashAddress(address),
      now,
      new Date(now.getTime() - knownAddressMs),
    );
  }
  let ownerUserId: string | undefined;

  async function findOwnerId(): Promise<string | undefined> {
    ownerUserId ??= (await store.findInstanceSettings())?.ownerUserId ?? undefined;
    return ownerUserId;
  }

  /** The caller for a request's headers, enforcing the idle timeout of browser-session (not remembered) logins. */
  async function resolveAuth(headers: Headers): Promise<AuthContext | undefined> {
    const auth = await loadAuth();
    const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
    if (!found) return undefined;
    const { session, user } = found;
    const now = clock();
    const isRemembered = session.expiresAt.getTime() - session.createdAt.getTime() > twoDaysMs;
    const idleMs = now.getTime() - session.updatedAt.getTime();
    if (!isRemembered && idleMs > idleMinutes * 60_000) {
      await sessionsStore.remove(session.id);
      return undefined;
    }
    if (idleMs > 60_000) await sessionsStore.touch(session.id, now);
    const membership = await store.findPrimaryMembership(user.id);
    if (!membership) return undefined;
    return {
      userId: user.id,
      sessionId: session.id,
      email: user.email,
      name: user.name,
      workspaceId: membership.workspaceId,
      workspaceName: membership.name,
      role: membership.role,
      isInstanceOwner: (await findOwnerId()) === user.id,
    };
  }

  async function describe(context: AuthContext | undefined): Promise<SessionInfo> {
    if (!context) return { user: null, workspace: null, theme: 'system', locale: null, timeZone: null };
    const [preferences, timeZone] = await Promise.all([
      store.findPreferences(context.userId),
      store.findTimeZone(context.userId),
    ]);
    return {
      user: {
        id: context.userId,
        name: context.name,
        email: context.email,
        isInstanceOwner: context.isInstanceOwner,
      },
      workspace: { id: context.workspaceId, name: context.workspaceName, role: context.role },
      theme: preferences?.theme ?? 'system',
      locale: isInterfaceLocale(preferences?.locale) ? preferences.locale : null,
      timeZone: timeZone && isTimeZone(timeZone) ? timeZone : null,
    };
  }

  /** The new session's answer; its coarse client address is recorded for the sessions list. */
  async function sessionFromCookies(
    setCookies: string[],
    requestHeaders: Headers,
    address: string,
  ): Promise<SessionInfo> {
    const cookieHeader = setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const headers = new Headers(requestHeaders);
    headers.set('cookie', cookieHeader);
    const context = await resolveAuth(headers);
    if (context) await sessionsStore.setAddress(context.sessionId, coarseAddress(address));
    return describe(context);
  }

  /**
   * The answer to a login or registration whose session the auth engine just set in `setCookies`: the session
   * it describes, with the client address remembered as one this account uses.
   */
  async function startSession(
    setCookies: string[],
    headers: Headers,
    address: string,
  ): Promise<SessionResult> {
    const session = await sessionFromCookies(setCookies, headers, address);
    await rememberLoginAddress(session, address);
    return { setCookies, session };
  }

  /**
   * Logs in with a new session (the previous one, if any, is ended) and remembers the client address (its
   * rate-limit key) as one this account uses; wrong credentials give the spec's message.
   */
  async function login(
    input: { email: string; password: string; rememberMe: boolean },
    headers: Headers,
    address: string,
  ): Promise<SessionResult> {
    const email = normalizeEmail(input.email);
    if (!isEmailShaped(email)) throw new AppError('invalid_credentials', accountMessages.invalidCredentials);
    const previous = await resolveAuth(headers);
    const auth = await loadAuth();
    try {
      const { headers: answer } = await auth.api.signInEmail({
        body: { email, password: input.password, rememberMe: input.rememberMe },
        headers,
        returnHeaders: true,
      });
      if (previous) await sessionsStore.remove(previous.sessionId);
      return await startSession(answer.getSetCookie(), headers, address);
    } catch (error) {
      if (await isAuthRefusal(error))
        throw new AppError('invalid_credentials', accountMessages.invalidCredentials);
      throw error;
    }
  }

  /** True when the account of `email` logged in from `address` in the last 90 days. */
  async function isKnownLoginAddress(rawEmail: string, address: string): Promise<boolean> {
    const since = new Date(clock().getTime() - knownAddressMs);
    return store.isKnownLoginAddress(normalizeEmail(rawEmail), hashAddress(address), since);
  }

  /** Ends the session on the server and clears the cookies. */
  async function logout(headers: Headers): Promise<string[]> {
    const auth = await loadAuth();
    try {
      const { headers: answer } = await auth.api.signOut({ headers, returnHeaders: true });
      return answer.getSetCookie();
    } catch (error) {
      if (await isAuthRefusal(error)) return [];
      throw error;
    }
  }

  /** The instance's owner is `userId` (a registration just claimed the ownership). */
  function rememberOwner(userId: string): void {
    ownerUserId = userId;
  }

  return { resolveAuth, describe, login, isKnownLoginAddress, logout, startSession, rememberOwner };
}

/** The sign-in and session part of the accounts service. */
export type AccountSessions = ReturnType<typeof createAccountSessions>;
