import { z } from 'zod';
import { isEmailShaped } from '../../../shared/domain/email';
import { checkPassword } from '../../../shared/domain/passwords';

/** Client-side messages of the account forms (spec 1 §5 "Login"). */
export const accountFormMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  passwordsDiffer: 'Passwords do not match',
} as const;

/** An e-mail field: required, then email-shaped (one message at a time). */
export const emailFieldSchema = z
  .string()
  .trim()
  .min(1, accountFormMessages.emailRequired)
  .refine((value) => value.length === 0 || isEmailShaped(value), accountFormMessages.emailInvalid);

/** A new password: the shared rules (length, common list), with their messages. */
export const newPasswordSchema = z.string().superRefine((value, context) => {
  const result = checkPassword(value);
  if (!result.ok) context.addIssue({ code: 'custom', message: result.message });
});

/** The login form. */
export const loginFormSchema = z.object({
  email: emailFieldSchema,
  password: z.string().min(1, accountFormMessages.passwordRequired),
  rememberMe: z.boolean(),
});

/** The register form (owner set-up, open registration, invitation). */
export const registerFormSchema = z.object({
  name: z.string().trim().min(1, accountFormMessages.nameRequired).max(100),
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
    message: accountFormMessages.passwordsDiffer,
    path: ['confirmation'],
  });
