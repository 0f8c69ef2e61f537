import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  invalidEmailChangeLinkMessage,
  type AccountSession,
} from '../../../shared/contracts/account-security';
import { isEmailShaped, normalizeEmail } from '../../../shared/domain/email';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import type { Mailer } from '../../integrations/email/mailer';
import type { ServiceLogger } from '../../container';
import { isAuthRefusal, type Auth } from '../accounts/accounts.auth';
import { findRecipientLocale } from '../accounts/accounts.emails';
import type { AccountsStore } from '../accounts/accounts.store';
import type { MediaStorage } from '../../integrations/storage/storage';
import { coarseAddress, describeUserAgent } from './account-security.devices';
import {
  buildEmailChangeLink,
  composeEmailChangeConfirmation,
  composeEmailChangedNotice,
  composeEmailChangeTaken,
  emailChangeLinkHours,
} from './account-security.emails';
import type { AccountSecurityStore } from './account-security.store';

/** Messages of the security settings. */
export const securityMessages = {
  wrongPassword: 'Your current password is incorrect.',
  invalidEmail: 'Please enter a valid email address.',
  sameEmail: 'This is already your e-mail address.',
  sessionNotFound: 'This session has already ended.',
  emailNoLongerFree: 'This address cannot be used for your account. Ask for a change to another address.',
} as const;

interface Dependencies {
  store: AccountSecurityStore;
  /** For the recipient's language of a mail (their chosen interface language). */
  accountsStore: Pick<AccountsStore, 'findPreferences'>;
  loadAuth: () => Promise<Auth>;
  mailer: Mailer;
  storage: MediaStorage;
  publicUrl: string;
  clock: () => Date;
  /** Idle minutes after which a browser-session (not remembered) login ends (the accounts service's rule). */
  idleMinutes: number;
  log: ServiceLogger;
}

const twoDaysMs = 2 * 24 * 60 * 60 * 1000;

/** SHA-256 of an e-mail change token (base64url); only the hash is stored. */
export function hashEmailChangeToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Sessions, e-mail change and account deletion of the signed-in user (the export is in account-export.ts). */
export function createAccountSecurityService(deps: Dependencies) {
  const { store, clock } = deps;

  /** Checks the caller's password again (better-auth, argon2id); a wrong one is a 400 on the field. */
  async function verifyPassword(password: string, headers: Headers): Promise<void> {
    const auth = await deps.loadAuth();
    try {
      await auth.api.verifyPassword({ body: { password }, headers });
    } catch (error) {
      if (await isAuthRefusal(error))
        throw new AppError('validation_failed', securityMessages.wrongPassword, {
          currentPassword: securityMessages.wrongPassword,
        });
      throw error;
    }
  }

  return {
    verifyPassword,

    /** The caller's live sessions (idle browser-session logins left out), this one first. */
    async listSessions(context: AuthContext): Promise<AccountSession[]> {
      const now = clock();
      const rows = await store.listSessions(context.userId, now);
      return rows
        .filter((row) => {
          const isRemembered = row.expiresAt.getTime() - row.createdAt.getTime() > twoDaysMs;
          return isRemembered || now.getTime() - row.updatedAt.getTime() <= deps.idleMinutes * 60_000;
        })
        .map((row) => ({
          id: row.id,
          ...describeUserAgent(row.userAgent),
          // Stored coarse at login; a full address from before that is made coarse here.
          address: !row.ipAddress ? null : isIP(row.ipAddress) ? coarseAddress(row.ipAddress) : row.ipAddress,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.updatedAt.toISOString(),
          isCurrent: row.id === context.sessionId,
        }))
        .sort(
          (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastUsedAt.localeCompare(a.lastUsedAt),
        );
    },

    /** Signs out one of the caller's sessions (their own current one too: that is a log-out). */
    async endSession(context: AuthContext, sessionId: string): Promise<void> {
      if (!(await store.removeSession(context.userId, sessionId)))
        throw new AppError('not_found', securityMessages.sessionNotFound);
    },

    async endOtherSessions(context: AuthContext): Promise<number> {
      return store.removeOtherSessions(context.userId, context.sessionId);
    },

    async readEmailChange(context: AuthContext) {
      const change = await store.findEmailChange(context.userId);
      if (!change || change.expiresAt <= clock()) return { pending: null };
      return { pending: { email: change.newEmail, expiresAt: change.expiresAt.toISOString() } };
    },

    /**
     * Asks to change the caller's address after checking their password. A free address gets a single-use
     * link (24 hours; a new request ends the earlier link); an address another account uses gets a mail
     * telling its holder, and the caller the same answer, so nobody learns from here whether an account exists.
     */
    async requestEmailChange(
      context: AuthContext,
      input: { newEmail: string; currentPassword: string },
      headers: Headers,
    ) {
      const newEmail = normalizeEmail(input.newEmail);
      if (!isEmailShaped(newEmail))
        throw new AppError('validation_failed', securityMessages.invalidEmail, {
          newEmail: securityMessages.invalidEmail,
        });
      if (newEmail === normalizeEmail(context.email))
        throw new AppError('validation_failed', securityMessages.sameEmail, {
          newEmail: securityMessages.sameEmail,
        });
      await verifyPassword(input.currentPassword, headers);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock().getTime() + emailChangeLinkHours * 60 * 60 * 1000);
      await store.saveEmailChange({
        userId: context.userId,
        newEmail,
        tokenHash: hashEmailChangeToken(token),
        expiresAt,
      });
      const holder = await store.findUserByEmail(newEmail);
      if (holder) {
        const locale = await findRecipientLocale(deps.accountsStore, holder.id);
        await deps.mailer.send(composeEmailChangeTaken(locale, holder, deps.publicUrl));
      } else {
        const locale = await findRecipientLocale(deps.accountsStore, context.userId);
        await deps.mailer.send(
          composeEmailChangeConfirmation(
            locale,
            { email: newEmail, name: context.name },
            buildEmailChangeLink(deps.publicUrl, token),
          ),
        );
      }
      return { pendingEmail: newEmail, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Uses a link: only the account that asked, signed in, within its time, once. The address changes, reset
     * links sent to the old one end, and the old address is told.
     */
    async confirmEmailChange(context: AuthContext, token: string) {
      const result = await store.applyEmailChange(context.userId, hashEmailChangeToken(token), clock());
      if (!result) throw new AppError('bad_request', invalidEmailChangeLinkMessage);
      if (result.taken) throw new AppError('conflict', securityMessages.emailNoLongerFree);
      const locale = await findRecipientLocale(deps.accountsStore, context.userId);
      await deps.mailer.send(
        composeEmailChangedNotice(
          locale,
          { email: result.oldEmail, name: context.name },
          result.newEmail,
          deps.publicUrl,
        ),
      );
      return { email: result.newEmail };
    },

    /**
     * Deletes the caller's account after checking their password (the policy refuses the instance owner):
     * data and sessions in one transaction, then the media files of the deleted workspaces. A file that cannot
     * be removed is logged; the start-up sweep removes stored files without rows.
     */
    async deleteAccount(context: AuthContext, currentPassword: string, headers: Headers): Promise<void> {
      await verifyPassword(currentPassword, headers);
      const keys = await store.deleteAccount(context.userId);
      for (const key of keys) {
        try {
          await deps.storage.remove(key);
        } catch (error) {
          deps.log.warn({ err: error, key }, 'media file of a deleted account not removed');
        }
      }
    },
  };
}

/** The account security service. */
export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
