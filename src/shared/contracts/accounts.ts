import { z } from 'zod';
import { defineContract } from './contract';
import { interfaceLocales } from '../domain/locales';
import { timeZoneMaxLength } from '../domain/time-zones';
import { linkTokenSchema, safeText, tokenSchema } from './fields';

const emailField = safeText(254).trim().min(1, 'Email is required');
const newPasswordField = safeText(1024);
const passwordField = newPasswordField.min(1, 'Password is required');

/** Interface language that follows the account (null in a session: not chosen, follow the browser). */
export const interfaceLocaleSchema = z.enum(interfaceLocales);

/** Theme preference that follows the account. */
export const themePreferenceSchema = z.enum(['system', 'light', 'dark']);

/** The signed-in user as the browser sees them. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isInstanceOwner: z.boolean(),
});

/** The current session: null user when signed out. */
export const sessionSchema = z.object({
  user: sessionUserSchema.nullable(),
  workspace: z
    .object({ id: z.string(), name: z.string(), role: z.enum(['owner', 'editor', 'viewer']) })
    .nullable(),
  theme: themePreferenceSchema,
  locale: interfaceLocaleSchema.nullable(),
  /** The user's IANA time zone; null signed out or before the browser reported one. */
  timeZone: z.string().nullable(),
});

/** A session answer. */
export type SessionInfo = z.infer<typeof sessionSchema>;

/** How a visitor may register right now. */
export const registrationModeSchema = z.enum(['owner-setup', 'open', 'invitation', 'waitlist']);

/** GET /api/session: who is signed in. */
export const getSessionContract = defineContract({
  method: 'GET',
  path: '/api/session',
  summary: 'The current session',
  tags: ['accounts'],
  auth: 'public',
  response: sessionSchema,
});

/** GET /api/registration: what the register view should offer (owner set-up, open, invitation, waitlist). */
export const getRegistrationContract = defineContract({
  method: 'GET',
  path: '/api/registration',
  summary: 'Registration mode for this visitor',
  tags: ['accounts'],
  auth: 'public',
  query: z.object({ invite: tokenSchema.optional() }),
  response: z.object({ mode: registrationModeSchema, invitedEmail: z.string().optional() }),
});

/** POST /api/auth/login. */
export const loginContract = defineContract({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Log in with e-mail and password',
  tags: ['accounts'],
  auth: 'public',
  body: z.object({ email: emailField, password: passwordField, rememberMe: z.boolean().default(false) }),
  response: sessionSchema,
});

/** POST /api/auth/register: first owner, open registration, or an invitation. */
export const registerContract = defineContract({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'Create an account',
  tags: ['accounts'],
  auth: 'public',
  body: z.object({
    name: safeText(100).trim().min(1, 'Name is required'),
    email: emailField,
    password: newPasswordField,
    invitationToken: tokenSchema.optional(),
  }),
  response: sessionSchema,
  status: 201,
});

/** POST /api/auth/logout: ends the session on the server. */
export const logoutContract = defineContract({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Log out',
  tags: ['accounts'],
  auth: 'public',
  response: z.object({ ok: z.literal(true) }),
});

/** POST /api/auth/forgot-password: always answers ok so addresses cannot be probed. */
export const forgotPasswordContract = defineContract({
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary: 'E-mail a password reset link',
  tags: ['accounts'],
  auth: 'public',
  body: z.object({ email: emailField }),
  response: z.object({ ok: z.literal(true) }),
});

/** POST /api/auth/reset-password: sets a new password with a single-use token. */
export const resetPasswordContract = defineContract({
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: 'Set a new password from a reset link',
  tags: ['accounts'],
  auth: 'public',
  body: z.object({
    token: linkTokenSchema('This reset link is invalid or has expired. Request a new one.'),
    password: newPasswordField,
  }),
  response: z.object({ ok: z.literal(true) }),
});

/** POST /api/waitlist: joins the private-beta waitlist. */
export const joinWaitlistContract = defineContract({
  method: 'POST',
  path: '/api/waitlist',
  summary: 'Join the waitlist',
  tags: ['accounts'],
  auth: 'public',
  body: z.object({ email: emailField, wantsUpdates: z.boolean().default(true) }),
  response: z.object({ ok: z.literal(true) }),
  status: 201,
});

/** PUT /api/preferences: saves the account's theme and/or interface language (at least one). */
export const updatePreferencesContract = defineContract({
  method: 'PUT',
  path: '/api/preferences',
  summary: 'Save account preferences',
  tags: ['accounts'],
  body: z
    .object({
      theme: themePreferenceSchema.optional(),
      locale: interfaceLocaleSchema.optional(),
      /** An IANA time zone name; the server checks it with Intl. */
      timeZone: z.string().min(1).max(timeZoneMaxLength).optional(),
    })
    .strict()
    .refine((body) => body.theme !== undefined || body.locale !== undefined || body.timeZone !== undefined, {
      message: 'Choose a theme or a language to save.',
    }),
  response: z.object({
    theme: themePreferenceSchema,
    locale: interfaceLocaleSchema.nullable(),
    timeZone: z.string().nullable(),
  }),
});

/** A cookie choice as an account keeps it (essential is always on, so it is not stored). */
export const cookieConsentSchema = z
  .object({
    analytics: z.boolean(),
    functional: z.boolean(),
    performance: z.boolean(),
    /** When the visitor chose, ISO 8601: the newer of the browser's and the account's copy wins. */
    savedAt: z.iso.datetime({ offset: true }).max(40),
  })
  .strict();
/** One {@link cookieConsentSchema}. */
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

/** GET /api/preferences/cookie-consent: the cookie choice stored on the account (null before any). */
export const getCookieConsentContract = defineContract({
  method: 'GET',
  path: '/api/preferences/cookie-consent',
  summary: 'Read the cookie choice of the account',
  tags: ['accounts'],
  response: z.object({ consent: cookieConsentSchema.nullable() }),
});

/**
 * PUT /api/preferences/cookie-consent: offers the browser's cookie choice; the account keeps the newer of its
 * own and this one and answers with the one it kept.
 */
export const saveCookieConsentContract = defineContract({
  method: 'PUT',
  path: '/api/preferences/cookie-consent',
  summary: 'Save the cookie choice on the account (the newer choice wins)',
  tags: ['accounts'],
  body: cookieConsentSchema,
  response: z.object({ consent: cookieConsentSchema }),
});

/** POST /api/account/password: changes the password; other sessions and every reset link end. */
export const changePasswordContract = defineContract({
  method: 'POST',
  path: '/api/account/password',
  summary: 'Change the password',
  tags: ['accounts'],
  body: z.object({
    currentPassword: z.string().min(1, 'Password is required').max(1024),
    newPassword: z.string().max(1024),
  }),
  response: z.object({ ok: z.literal(true) }),
});
