import { z } from 'zod';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';

/** The kinds of in-app notification. */
export const notificationKinds = [
  'generation-completed',
  'generation-failed',
  'platform-connection-broken',
] as const;

/** A notification kind. */
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * One notification. The browser writes its text from `kind` and `data` in the interface language:
 * generation-*: `runId`, `prompt` (its start), `seconds`; platform-connection-broken: `platform`, `account`.
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  data: z.record(z.string(), z.union([z.string(), z.number()])),
  isRead: z.boolean(),
  createdAt: z.string(),
});

/** A notification. */
export type AppNotification = z.infer<typeof notificationSchema>;

/** Most notifications on one page. */
export const notificationPageSize = 20;

/** GET /api/notifications?cursor=: the caller's notifications, newest first, a page at a time. */
export const listNotificationsContract = defineContract({
  method: 'GET',
  path: '/api/notifications',
  summary: "The caller's notifications, newest first",
  tags: ['notifications'],
  query: z.object({
    cursor: safeText(200).optional().describe('The `nextCursor` of the previous page'),
  }),
  response: z.object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int(),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
});

/** POST /api/notifications/:notificationId/read: marks one of the caller's notifications read. */
export const markNotificationReadContract = defineContract({
  method: 'POST',
  path: '/api/notifications/:notificationId/read',
  summary: 'Mark a notification read',
  tags: ['notifications'],
  params: z.object({ notificationId: idSchema }),
  response: z.object({ unreadCount: z.number().int() }),
});

/** POST /api/notifications/read-all: marks every notification of the caller read. */
export const markAllNotificationsReadContract = defineContract({
  method: 'POST',
  path: '/api/notifications/read-all',
  summary: 'Mark every notification read',
  tags: ['notifications'],
  response: z.object({ unreadCount: z.number().int() }),
});
