import {
  notificationPageSize,
  type AppNotification,
  type NotificationKind,
} from '../../../shared/contracts/notifications';
import {
  defaultInterfaceLocale,
  isInterfaceLocale,
  type InterfaceLocale,
} from '../../../shared/domain/locales';
import type { PlatformId } from '../../../shared/domain/platforms';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import type { Mailer } from '../../integrations/email/mailer';
import type { SettingsStore } from '../settings/settings.store';
import { composeConnectionBrokenEmail, composeRunFinishedEmail } from './notifications.emails';
import type { NotificationCursor, NotificationRow, NotificationsStore } from './notifications.store';

/** By default, a run at least this long that ends while its author is away is notified (and e-mailed). */
export const defaultLongRunMs = 30_000;
/** How much of a run's prompt a notification keeps. */
const promptPreviewLength = 120;

/** A generation run that just ended. */
export interface FinishedRun {
  runId: string;
  userId: string | null;
  status: 'completed' | 'failed';
  prompt: string;
  /** The language the run's texts were written in: the e-mail's when the user chose none. */
  locale: InterfaceLocale;
  startedAt: Date;
  endedAt: Date;
}

interface Dependencies {
  store: NotificationsStore;
  settings: Pick<SettingsStore, 'findNotificationPreferences' | 'findAccount'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  clock: () => Date;
  /** The shortest run notified (NOTIFY_RUN_MIN_SECONDS); default 30 s. */
  longRunMs?: number;
  /** True while the user has the run's event stream open. */
  isWatchingRun(userId: string, runId: string): boolean;
  log: { warn(details: object, message: string): void };
}

function encodeCursor(row: NotificationRow): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): NotificationCursor {
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new AppError('bad_request', 'This page link is not valid.');
  return { createdAt, id };
}

function present(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    data: row.data,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function previewOf(prompt: string): string {
  const line = prompt.replace(/\s+/g, ' ').trim();
  return line.length > promptPreviewLength ? `${line.slice(0, promptPreviewLength - 1)}…` : line;
}

/**
 * In-app notifications (the bell) and the e-mails that go with them, as the user's Notifications settings
 * say: Email Notifications gates every e-mail; Generation Complete Alerts and Platform Connection Alerts
 * gate their kind's e-mail. The in-app notification is always made for a long run that ended while the
 * user was away, and for a broken connection only when Platform Connection Alerts is on.
 */
export function createNotificationsService(deps: Dependencies) {
  const { store, settings } = deps;

  async function recipientLocale(userId: string, fallback: InterfaceLocale): Promise<InterfaceLocale> {
    const chosen = await store.findLocale(userId);
    return isInterfaceLocale(chosen) ? chosen : fallback;
  }

  async function mail(
    userId: string,
    compose: (recipient: { email: string; name: string }) => Promise<unknown>,
  ) {
    const account = await settings.findAccount(userId);
    if (account) await compose({ email: account.email, name: account.name });
  }

  async function create(userId: string, kind: NotificationKind, data: Record<string, string | number>) {
    return present(await store.insert(userId, kind, data));
  }

  return {
    async list(auth: AuthContext, cursor: string | undefined) {
      const rows = await store.list(
        auth.userId,
        notificationPageSize + 1,
        cursor ? decodeCursor(cursor) : undefined,
      );
      const page = rows.slice(0, notificationPageSize);
      const last = page.at(-1);
      return {
        notifications: page.map(present),
        unreadCount: await store.countUnread(auth.userId),
        nextCursor: rows.length > notificationPageSize && last ? encodeCursor(last) : null,
      };
    },

    async markRead(auth: AuthContext, notificationId: string) {
      const isFound = await store.markRead(auth.userId, notificationId, deps.clock());
      if (!isFound) throw new AppError('not_found', 'This notification does not exist.');
      return { unreadCount: await store.countUnread(auth.userId) };
    },

    async markAllRead(auth: AuthContext) {
      await store.markAllRead(auth.userId, deps.clock());
      return { unreadCount: 0 };
    },

    /**
     * A run ended: when it took at least 30 s and its author has no stream of it open (away), an in-app
     * notification, and an e-mail when Email Notifications and Generation Complete Alerts are both on.
     * Returns the notification made, or null.
     */
    async notifyRunFinished(run: FinishedRun): Promise<AppNotification | null> {
      const { userId } = run;
      if (!userId) return null;
      const durationMs = run.endedAt.getTime() - run.startedAt.getTime();
      if (durationMs < (deps.longRunMs ?? defaultLongRunMs) || deps.isWatchingRun(userId, run.runId))
        return null;
      const seconds = Math.round(durationMs / 1000);
      const prompt = previewOf(run.prompt);
      const notification = await create(
        userId,
        run.status === 'completed' ? 'generation-completed' : 'generation-failed',
        { runId: run.runId, prompt, seconds },
      );
      const preferences = await settings.findNotificationPreferences(userId);
      if (preferences.emailNotifications && preferences.generationCompleteAlerts) {
        const locale = await recipientLocale(userId, run.locale);
        await mail(userId, (recipient) =>
          deps.mailer.send(
            composeRunFinishedEmail(locale, recipient, {
              status: run.status,
              prompt,
              minutes: Math.max(1, Math.round(seconds / 60)),
              link: `${deps.publicUrl}/app/review?run=${encodeURIComponent(run.runId)}`,
            }),
          ),
        );
      }
      return notification;
    },

    /**
     * A platform connection stopped working (used by the platform connections): when Platform Connection
     * Alerts is on, an in-app notification, and an e-mail when Email Notifications is on too. Returns the
     * notification made, or null when the user does not want these alerts.
     */
    async notifyPlatformConnectionBroken(
      userId: string,
      platform: PlatformId,
      account: string,
    ): Promise<AppNotification | null> {
      const preferences = await settings.findNotificationPreferences(userId);
      if (!preferences.platformConnectionAlerts) return null;
      const notification = await create(userId, 'platform-connection-broken', { platform, account });
      if (preferences.emailNotifications) {
        const locale = await recipientLocale(userId, defaultInterfaceLocale);
        await mail(userId, (recipient) =>
          deps.mailer.send(
            composeConnectionBrokenEmail(locale, recipient, {
              platform,
              account,
              link: `${deps.publicUrl}/app/settings?tab=platforms`,
            }),
          ),
        );
      }
      return notification;
    },
  };
}

/** The notifications service. */
export type NotificationsService = ReturnType<typeof createNotificationsService>;
