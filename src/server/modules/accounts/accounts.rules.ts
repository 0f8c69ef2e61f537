import { createHash } from 'node:crypto';
import type { SessionInfo } from '../../../shared/contracts/accounts';
import { isEmailShaped, normalizeEmail } from '../../../shared/domain/email';
import { checkPassword } from '../../../shared/domain/passwords';
import { AppError } from '../../http/app-error';
import type { Auth } from './accounts.auth';
import type { AccountsStore, SessionsStore } from './accounts.store';

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

/** What the accounts service's parts are built from (each takes the part it uses). */
export interface AccountsDependencies {
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

/** The normalised address of a registration or waitlist entry; a malformed one is refused (400, on `email`). */
export function validEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isEmailShaped(email))
    throw new AppError('validation_failed', accountMessages.invalidEmail, {
      email: accountMessages.invalidEmail,
    });
  return email;
}

/** Refuses a password the shared rules refuse (400, on `password`). */
export function validPassword(password: string): void {
  const result = checkPassword(password);
  if (!result.ok) throw new AppError('validation_failed', result.message, { password: result.message });
}
