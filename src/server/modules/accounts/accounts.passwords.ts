import { isEmailShaped, normalizeEmail } from '../../../shared/domain/email';
import type { InterfaceLocale } from '../../../shared/domain/locales';
import { checkPassword } from '../../../shared/domain/passwords';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { runWithCallerLocale } from '../../i18n/request-locale';
import { isAuthRefusal } from './accounts.auth';
import { accountMessages, validPassword, type AccountsDependencies } from './accounts.rules';

/**
 * Passwords: the reset by e-mailed link (request, then a new password from its token) and the signed-in
 * user's change; both end the account's other sessions and its reset links.
 */
export function createAccountPasswords({
  loadAuth,
  store,
  sessionsStore,
  inTransaction,
}: Pick<AccountsDependencies, 'loadAuth' | 'store' | 'sessionsStore' | 'inTransaction'>) {
  return {
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
  };
}
