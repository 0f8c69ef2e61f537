import { z } from 'zod';
import { contactLimits, contactSubjects } from '../domain/contact';
import { defineContract } from './contract';
import { linkTokenSchema, safeText } from './fields';

const emailField = safeText(254).trim().min(1, 'Email is required');
const invalidLinkMessage = 'This link is invalid or has expired.';

/** POST /api/contact: sends a message to the instance owner (stored, and e-mailed to them). */
export const sendContactMessageContract = defineContract({
  method: 'POST',
  path: '/api/contact',
  summary: 'Send a message with the contact form',
  tags: ['public-forms'],
  auth: 'public',
  body: z.object({
    name: safeText(contactLimits.name).trim().min(1, 'Name is required'),
    email: emailField,
    company: safeText(contactLimits.company).trim().default(''),
    subject: z.enum(contactSubjects, { error: 'Please choose a topic' }),
    message: safeText(contactLimits.message).trim().min(1, 'Message is required'),
  }),
  response: z.object({ ok: z.literal(true) }),
  status: 201,
});

/** POST /api/newsletter: asks for the newsletter; the same answer whether the address is new or known. */
export const subscribeNewsletterContract = defineContract({
  method: 'POST',
  path: '/api/newsletter',
  summary: 'Subscribe to the newsletter (a confirmation e-mail follows)',
  tags: ['public-forms'],
  auth: 'public',
  body: z.object({ email: emailField }),
  response: z.object({ ok: z.literal(true) }),
  status: 202,
});

/** POST /api/newsletter/confirm: confirms a subscription with the e-mailed single-use token. */
export const confirmNewsletterContract = defineContract({
  method: 'POST',
  path: '/api/newsletter/confirm',
  summary: 'Confirm a newsletter subscription',
  tags: ['public-forms'],
  auth: 'public',
  body: z.object({ token: linkTokenSchema(invalidLinkMessage) }),
  response: z.object({ ok: z.literal(true) }),
});

/** POST /api/newsletter/unsubscribe: ends a subscription with the token of the e-mail's unsubscribe link. */
export const unsubscribeNewsletterContract = defineContract({
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
  summary: 'Unsubscribe from the newsletter',
  tags: ['public-forms'],
  auth: 'public',
  body: z.object({ token: linkTokenSchema(invalidLinkMessage) }),
  response: z.object({ ok: z.literal(true) }),
});

const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  subject: z.enum(contactSubjects),
  message: z.string(),
  createdAt: z.string(),
});

const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type NewsletterSubscriber = z.infer<typeof subscriberSchema>;

/**
 * GET /api/admin/public-forms: contact messages and newsletter subscribers, newest first (the newest 500 of
 * each), and the subscribers counted in all: every address, and those confirmed and still subscribed (owner only).
 */
export const getPublicFormsContract = defineContract({
  method: 'GET',
  path: '/api/admin/public-forms',
  summary: 'Contact messages and newsletter subscribers (owner only)',
  tags: ['public-forms'],
  response: z.object({
    contactMessages: z.array(contactMessageSchema),
    subscribers: z.array(subscriberSchema),
    subscriberCounts: z.object({ total: z.number().int().min(0), confirmed: z.number().int().min(0) }),
  }),
});

/**
 * GET /api/admin/public-forms/subscribers.csv: every newsletter subscriber as CSV (header email, status,
 * subscribed_at, confirmed_at; newest first), written page by page however long the list (owner only).
 */
export const exportSubscribersContract = defineContract({
  method: 'GET',
  path: '/api/admin/public-forms/subscribers.csv',
  summary: 'Every newsletter subscriber as CSV (owner only)',
  tags: ['public-forms'],
  response: z.file(),
  responseKind: 'file',
});
