import { createHash, createHmac } from 'node:crypto';
import { checkPassword } from '../../../shared/domain/passwords';
import { isEmailShaped, normalizeEmail } from '../../../shared/domain/email';
import { isInterfaceLocale, type InterfaceLocale } from '../../../shared/domain/locales';
import type { SessionInfo } from '../../../shared/contracts/accounts';
import { isTimeZone, unknownTimeZoneMessage } from '../../../shared/domain/time-zones';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { runWithCallerLocale } from '../../i18n/request-locale';
import { coarseAddress } from '../account-security/account-security.devices';
import { isAuthRefusal, type Auth } from './accounts.auth';
import type { AccountsStore, CookieChoice, PreferenceChanges, SessionsStore } from './accounts.store';
import type { CookieConsent } from '../../../shared/contracts/accounts';

/** Messages the login dialog shows verbatim. */
export const accountMessages = {
  invalidCredentials: 'Invalid email or password',
  invalidEmail: 'Please enter a valid email address.',
  registrationClosed:
    'Postforge is in private beta: registration needs an invitation. Join the waitlist and we will let you know.',
  emailTaken: 'An account with this email already exists. Log in instead.',
  invitationMismatch: 'This invitation was sent to a different email address.',
  invalidResetLink: 'This reset link is invalid or has expired. Request a new one.',
  wrongCurrentPassword: 'Your current password is incorrect.',
} as const;

/** Cookies to send back and the session they describe. */
export interface SessionResult {
  setCookies: string[];
  session: SessionInfo;
}

interface Dependencies {
  /** The auth engine, loaded on first use (see createAuthLoader). */
  loadAuth: () => Promise<Auth>;
  store: AccountsStore;
  sessionsStore: SessionsStore;
  clock: () => Date;
  idleMinutes: number;
  /** Key of the HMAC under which client addresses are stored (the auth secret). */
  addressKey: string;
  /** Runs work in one transaction shared by the stores and the auth engine (TransactionScope.run). */
  inTransaction: <T>(work: () => Promise<T>) => Promise<T>;
}

/** How long an address an account logged in from stays known (exempt from the account-wide login limit). */
export const knownLoginAddressDays = 90;

/** SHA-256 of an invitation token; only the hash is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function validEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isEmailShaped(email))
    throw new AppError('validation_failed', accountMessages.invalidEmail, {
      email: accountMessages.invalidEmail,
    });
  return email;
}

function validPassword(password: string): void {
  const result = checkPassword(password);
  if (!result.ok) throw new AppError('validation_failed', result.message, { password: result.message });
}

/** Account rules: registration modes, login, logout, password reset and change, waitlist, preferences, sessions. */
export function createAccountsService({
  loadAuth,
  store,
  sessionsStore,
  clock,
  idleMinutes,
  addressKey,
  inTransaction,
}: Dependencies) {
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

  async function findUsableInvitation(token: string | undefined) {
    if (!token) return undefined;
    const invitation = await store.findInvitationByTokenHash(hashToken(token));
    if (!invitation || invitation.acceptedAt || invitation.expiresAt <= clock()) return undefined;
    return invitation;
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

  return {
    resolveAuth,
    describe,

    /** What the register view offers this visitor. */
    async getRegistrationMode(inviteToken?: string) {
      if ((await store.countUsers()) === 0) return { mode: 'owner-setup' as const };
      const invitation = await findUsableInvitation(inviteToken);
      if (invitation) return { mode: 'invitation' as const, invitedEmail: invitation.email };
      const settings = await store.findInstanceSettings();
      return { mode: settings?.isRegistrationOpen ? ('open' as const) : ('waitlist' as const) };
    },

    /**
     * Creates an account (first owner, open registration or invitation) with its personal workspace, signed
     * in; a project invitation also makes it a member of the inviting workspace and a collaborator of the project. User, credential, session, workspace, ownership and the invitation's use commit together or not at
     * all: a failure part-way leaves no account that cannot log in or has no workspace, and an invitation
     * or the ownership two registrations race for goes to one of them.
     */
    async register(
      input: { name: string; email: string; password: string; invitationToken?: string },
      headers: Headers,
      address: string,
    ): Promise<SessionResult> {
      const email = validEmail(input.email);
      validPassword(input.password);
      const { setCookies, isOwner, userId } = await inTransaction(async () => {
        const isFirstUser = (await store.countUsers()) === 0;
        const invitation = await findUsableInvitation(input.invitationToken);
        if (invitation && normalizeEmail(invitation.email) !== email) {
          throw new AppError('forbidden', accountMessages.invitationMismatch, {
            email: accountMessages.invitationMismatch,
          });
        }
        const isOpen = (await store.findInstanceSettings())?.isRegistrationOpen ?? false;
        if (!isFirstUser && !invitation && !isOpen)
          throw new AppError('forbidden', accountMessages.registrationClosed);
        if (await store.findUserByEmail(email))
          throw new AppError('conflict', accountMessages.emailTaken, { email: accountMessages.emailTaken });

        const auth = await loadAuth();
        const { headers: answer, response } = await auth.api.signUpEmail({
          body: { name: input.name, email, password: input.password, rememberMe: false },
          headers,
          returnHeaders: true,
        });
        const userId = response.user.id;
        await store.createPersonalWorkspace(userId, `${input.name}'s workspace`);
        const isOwner = isFirstUser && (await store.claimOwnership(userId));
        // Lost races: another first registration became the owner, or used the invitation, meanwhile.
        if (isFirstUser && !isOwner && !invitation && !isOpen)
          throw new AppError('forbidden', accountMessages.registrationClosed);
        if (invitation && !(await store.markInvitationAccepted(invitation.id)))
          throw new AppError('forbidden', accountMessages.registrationClosed);
        // A project invitation: the account joins the inviting workspace (and the project); its requests are
        // scoped there from now on (findPrimaryMembership), the personal workspace stays theirs.
        if (invitation?.workspaceId) {
          await store.joinInvitedWorkspace(userId, email, {
            workspaceId: invitation.workspaceId,
            role: invitation.role ?? 'editor',
            projectId: invitation.projectId,
          });
        }
        return { setCookies: answer.getSetCookie(), isOwner, userId };
      });
      if (isOwner) ownerUserId = userId;
      const session = await sessionFromCookies(setCookies, headers, address);
      await rememberLoginAddress(session, address);
      return { setCookies, session };
    },

    /**
     * Logs in with a new session (the previous one, if any, is ended) and remembers the client address (its
     * rate-limit key) as one this account uses; wrong credentials give the spec's message.
     */
    async login(
      input: { email: string; password: string; rememberMe: boolean },
      headers: Headers,
      address: string,
    ): Promise<SessionResult> {
      const email = normalizeEmail(input.email);
      if (!isEmailShaped(email))
        throw new AppError('invalid_credentials', accountMessages.invalidCredentials);
      const previous = await resolveAuth(headers);
      const auth = await loadAuth();
      try {
        const { headers: answer } = await auth.api.signInEmail({
          body: { email, password: input.password, rememberMe: input.rememberMe },
          headers,
          returnHeaders: true,
        });
        if (previous) await sessionsStore.remove(previous.sessionId);
        const setCookies = answer.getSetCookie();
        const session = await sessionFromCookies(setCookies, headers, address);
        await rememberLoginAddress(session, address);
        return { setCookies, session };
      } catch (error) {
        if (await isAuthRefusal(error))
          throw new AppError('invalid_credentials', accountMessages.invalidCredentials);
        throw error;
      }
    },

    /** True when the account of `email` logged in from `address` in the last 90 days. */
    async isKnownLoginAddress(rawEmail: string, address: string): Promise<boolean> {
      const since = new Date(clock().getTime() - knownAddressMs);
      return store.isKnownLoginAddress(normalizeEmail(rawEmail), hashAddress(address), since);
    },

    /** Ends the session on the server and clears the cookies. */
    async logout(headers: Headers): Promise<string[]> {
      const auth = await loadAuth();
      try {
        const { headers: answer } = await auth.api.signOut({ headers, returnHeaders: true });
        return answer.getSetCookie();
      } catch (error) {
        if (await isAuthRefusal(error)) return [];
        throw error;
      }
    },

    /**
     * Starts a reset: e-mails a single-use link when the account exists; answers the same either way. The
     * mail is in the account's chosen language, else in `locale` (the requester's).
     */
    async requestPasswordReset(rawEmail: string, locale: InterfaceLocale = 'en'): Promise<void> {
      const email = normalizeEmail(rawEmail);
      if (!isEmailShaped(email))
        throw new AppError('validation_failed', accountMessages.invalidEmail, {
          email: accountMessages.invalidEmail,
        });
      const auth = await loadAuth();
      await runWithCallerLocale(locale, () =>
        auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } }),
      );
    },

    /**
     * Sets a new password from a reset token; every session and every reset link of the account end with it
     * (one transaction: the auth engine's onPasswordReset removes the links).
     */
    async resetPassword(token: string, password: string): Promise<void> {
      validPassword(password);
      const auth = await loadAuth();
      try {
        await inTransaction(() => auth.api.resetPassword({ body: { token, newPassword: password } }));
      } catch (error) {
        if (await isAuthRefusal(error)) throw new AppError('bad_request', accountMessages.invalidResetLink);
        throw error;
      }
    },

    /**
     * Changes the signed-in user's password after checking the current one. The caller's session stays; every
     * other session and every reset link of the account end in the same transaction.
     */
    async changePassword(
      context: AuthContext,
      input: { currentPassword: string; newPassword: string },
      headers: Headers,
    ): Promise<void> {
      const check = checkPassword(input.newPassword);
      if (!check.ok) throw new AppError('validation_failed', check.message, { newPassword: check.message });
      try {
        const auth = await loadAuth();
        await inTransaction(async () => {
          await auth.api.changePassword({
            body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
            headers,
          });
          await sessionsStore.removeOthers(context.userId, context.sessionId);
          await store.removeResetLinks(context.userId);
        });
      } catch (error) {
        if (await isAuthRefusal(error))
          throw new AppError('validation_failed', accountMessages.wrongCurrentPassword, {
            currentPassword: accountMessages.wrongCurrentPassword,
          });
        throw error;
      }
    },

    async joinWaitlist(rawEmail: string, wantsUpdates: boolean): Promise<void> {
      await store.addToWaitlist(validEmail(rawEmail), wantsUpdates);
    },

    /** The account's cookie choice, or null before any. */
    async findCookieConsent(userId: string): Promise<CookieConsent | null> {
      return presentCookieConsent(await store.findCookieConsent(userId));
    },

    /**
     * Keeps the newer of the account's cookie choice and the offered one (a time ahead of the server's clock
     * counts as now) and returns the one kept.
     */
    async saveCookieConsent(userId: string, offered: CookieConsent): Promise<CookieConsent> {
      const now = Date.now();
      const savedAt = new Date(Math.min(Date.parse(offered.savedAt), now));
      const { analytics, functional, performance } = offered;
      const kept = presentCookieConsent(
        await store.saveCookieConsent(userId, { analytics, functional, performance }, savedAt),
      );
      if (!kept) throw new Error('cookie consent not stored');
      return kept;
    },

    /**
     * Saves the theme, interface language and/or time zone that follow the account; answers all three as
     * stored. A time zone Intl does not know is refused (400).
     */
    async savePreferences(userId: string, changes: PreferenceChanges & { timeZone?: string }) {
      const { timeZone, ...rest } = changes;
      if (timeZone !== undefined && !isTimeZone(timeZone))
        throw new AppError('bad_request', unknownTimeZoneMessage);
      if (timeZone !== undefined) await store.saveTimeZone(userId, timeZone);
      const saved =
        rest.theme !== undefined || rest.locale !== undefined
          ? await store.savePreferences(userId, rest)
          : await store.findPreferences(userId);
      return {
        theme: saved?.theme ?? 'system',
        locale: isInterfaceLocale(saved?.locale) ? saved.locale : null,
        timeZone: timeZone ?? (await store.findTimeZone(userId)),
      };
    },
  };
}

/** A stored cookie choice as the contract answers it (null when none is stored). */
function presentCookieConsent(
  row: { consent: CookieChoice | null; savedAt: Date | null } | undefined,
): CookieConsent | null {
  if (!row?.consent || !row.savedAt) return null;
  const { analytics, functional, performance } = row.consent;
  return { analytics, functional, performance, savedAt: row.savedAt.toISOString() };
}

/** The accounts service. */
export type AccountsService = ReturnType<typeof createAccountsService>;
