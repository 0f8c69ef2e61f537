import { z } from 'zod';
import { defineContract } from './contract';
import { safeText } from './fields';

const waitlistEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  wantsUpdates: z.boolean(),
  createdAt: z.string(),
  invitedAt: z.string().nullable(),
});

const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});

const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  transport: z.enum(['outbox', 'smtp']),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
});

/** An e-mail as the owner reads it in the outbox. */
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** GET /api/admin/instance: everything the owner-only Instance screen shows. */
export const getInstanceContract = defineContract({
  method: 'GET',
  path: '/api/admin/instance',
  summary: 'Instance settings, waitlist, invitations and outbox (owner only)',
  tags: ['instance'],
  response: z.object({
    isRegistrationOpen: z.boolean(),
    isSmtpConfigured: z.boolean(),
    waitlist: z.array(waitlistEntrySchema),
    invitations: z.array(invitationSchema),
    outbox: z.array(outboxEmailSchema),
  }),
});

/** PUT /api/admin/registration: opens or closes public registration. */
export const updateRegistrationContract = defineContract({
  method: 'PUT',
  path: '/api/admin/registration',
  summary: 'Open or close registration (owner only)',
  tags: ['instance'],
  body: z.object({ isOpen: z.boolean() }),
  response: z.object({ isRegistrationOpen: z.boolean() }),
});

/** POST /api/admin/invitations: invites an e-mail address; the link is e-mailed and returned once. */
export const createInvitationContract = defineContract({
  method: 'POST',
  path: '/api/admin/invitations',
  summary: 'Invite an e-mail address (owner only)',
  tags: ['instance'],
  body: z.object({ email: safeText(254).trim().min(1, 'Email is required') }),
  response: z.object({ invitation: invitationSchema, link: z.string() }),
  status: 201,
});
