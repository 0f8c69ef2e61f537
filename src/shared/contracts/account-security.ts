import { z } from 'zod';
import { defineContract } from './contract';
import { idSchema, linkTokenSchema, safeText } from './fields';

/** Message of an e-mail change link that is unknown, used, expired or another account's. */
export const invalidEmailChangeLinkMessage =
  'This confirmation link is invalid or has expired. Ask for a new one in Settings.';

const currentPasswordField = z.string().min(1, 'Password is required').max(1024);

/** One active session of the signed-in user, as the security section lists it. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser name and major version, e.g. 'Chrome 131'; null when the user agent says nothing usable. */
  browser: z.string().nullable(),
  /** Operating system, e.g. 'Android 14'; null when unknown. */
  os: z.string().nullable(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  /** The client address, coarse: an IPv4 /24 ('203.0.113.x') or an IPv6 /48; null when not known. */
  address: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  isCurrent: z.boolean(),
});

/** An active session of the signed-in user. */
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/sessions: the caller's active sessions, the current one first. */
export const listSessionsContract = defineContract({
  method: 'GET',
  path: '/api/account/sessions',
  summary: 'Active sessions of the signed-in user',
  tags: ['account-security'],
  response: z.object({ sessions: z.array(accountSessionSchema) }),
});

/** DELETE /api/account/sessions/:sessionId: signs out one of the caller's other sessions. */
export const endSessionContract = defineContract({
  method: 'DELETE',
  path: '/api/account/sessions/:sessionId',
  summary: 'Sign out one session',
  tags: ['account-security'],
  params: z.object({ sessionId: idSchema }),
  response: z.object({ ok: z.literal(true) }),
});

/** POST /api/account/sessions/end-others: signs out every session of the caller but this one. */
export const endOtherSessionsContract = defineContract({
  method: 'POST',
  path: '/api/account/sessions/end-others',
  summary: 'Sign out all other sessions',
  tags: ['account-security'],
  response: z.object({ ended: z.number().int() }),
});

/**
 * POST /api/account/email: asks to change the address; a confirmation link goes to the new one. The answer is
 * the same whether or not another account uses the new address.
 */
export const requestEmailChangeContract = defineContract({
  method: 'POST',
  path: '/api/account/email',
  summary: 'Ask to change the e-mail address',
  tags: ['account-security'],
  body: z.object({
    newEmail: safeText(254).trim().min(1, 'Email is required'),
    currentPassword: currentPasswordField,
  }),
  response: z.object({ pendingEmail: z.string(), expiresAt: z.string() }),
  status: 202,
});

/** GET /api/account/email: the change waiting for confirmation, if any. */
export const getEmailChangeContract = defineContract({
  method: 'GET',
  path: '/api/account/email',
  summary: 'The e-mail change waiting for confirmation',
  tags: ['account-security'],
  response: z.object({ pending: z.object({ email: z.string(), expiresAt: z.string() }).nullable() }),
});

/** POST /api/account/email/confirm: the signed-in user opens the link; the address changes. */
export const confirmEmailChangeContract = defineContract({
  method: 'POST',
  path: '/api/account/email/confirm',
  summary: 'Confirm a change of e-mail address',
  tags: ['account-security'],
  body: z.object({ token: linkTokenSchema(invalidEmailChangeLinkMessage) }),
  response: z.object({ email: z.string() }),
});

/**
 * GET /api/account/export: a zip of the caller's data (profile, preferences, memberships, runs, posts as JSON
 * and CSV, the media of the workspaces they own), streamed as a download with its Content-Length.
 */
export const exportAccountContract = defineContract({
  method: 'GET',
  path: '/api/account/export',
  summary: 'Download my data (zip)',
  tags: ['account-security'],
  response: z.file(),
  responseKind: 'file',
});

/** POST /api/account/delete: deletes the caller's account after the password is typed again. */
export const deleteAccountContract = defineContract({
  method: 'POST',
  path: '/api/account/delete',
  summary: 'Delete my account',
  tags: ['account-security'],
  body: z.object({ currentPassword: currentPasswordField }),
  response: z.object({ ok: z.literal(true) }),
});
