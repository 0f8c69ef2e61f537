import { z } from 'zod';
import { isEmailShaped } from '../../../shared/domain/email';
import {
  checkPassword,
  passwordBlankMessage,
  passwordMaxLength,
  passwordMinLength,
  passwordTooCommonMessage,
  passwordTooLongMessage,
  passwordTooShortMessage,
} from '../../../shared/domain/passwords';
import { i18n } from '../../i18n/i18n';

/*
 * Client-side checks of the account forms (spec 1 §5 "Login"). Messages are looked up in the `accounts`
 * catalogue when a value is checked, so they follow the interface language in force at that moment.
 */

/** The interface-language message for a rule of the shared password check (its English message as is if new). */
function translatePasswordMessage(message: string): string {
  switch (message) {
    case passwordBlankMessage:
      return i18n.t('accounts:validation.passwordBlank');
    case passwordTooShortMessage:
      return i18n.t('accounts:validation.passwordTooShort', { min: passwordMinLength });
    case passwordTooLongMessage:
      return i18n.t('accounts:validation.passwordTooLong', { max: passwordMaxLength });
    case passwordTooCommonMessage:
      return i18n.t('accounts:validation.passwordTooCommon');
    default:
      return message;
  }
}

/** An e-mail field: required, then email-shaped (one message at a time). */
export const emailFieldSchema = z
  .string()
  .trim()
  .min(1, { error: () => i18n.t('accounts:validation.emailRequired') })
  .refine((value) => value.length === 0 || isEmailShaped(value), {
    error: () => i18n.t('accounts:validation.emailInvalid'),
  });

/** A new password: the shared rules (length, common list), with their messages. */
export const newPasswordSchema = z.string().superRefine((value, context) => {
  const result = checkPassword(value);
  if (!result.ok) context.addIssue({ code: 'custom', message: translatePasswordMessage(result.message) });
});

/** The login form. */
export const loginFormSchema = z.object({
  email: emailFieldSchema,
  password: z.string().min(1, { error: () => i18n.t('accounts:validation.passwordRequired') }),
  rememberMe: z.boolean(),
});

const nameMaxLength = 100;

/** The register form (owner set-up, open registration, invitation). */
export const registerFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => i18n.t('accounts:validation.nameRequired') })
    .max(nameMaxLength, { error: () => i18n.t('accounts:validation.nameTooLong', { max: nameMaxLength }) }),
  email: emailFieldSchema,
  password: newPasswordSchema,
});

/** The waitlist form. */
export const waitlistFormSchema = z.object({ email: emailFieldSchema, wantsUpdates: z.boolean() });

/** The forgot-password form. */
export const forgotPasswordFormSchema = z.object({ email: emailFieldSchema });

/** The reset-password form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    error: () => i18n.t('accounts:validation.passwordsDiffer'),
    path: ['confirmation'],
  });
