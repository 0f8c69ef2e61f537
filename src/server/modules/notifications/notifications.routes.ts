import type { FastifyInstance } from 'fastify';
import {
  listNotificationsContract,
  markAllNotificationsReadContract,
  markNotificationReadContract,
} from '../../../shared/contracts/notifications';
import { bindRoute } from '../../http/contract-binding';
import { notificationsPolicy } from './notifications.policy';
import type { NotificationsService } from './notifications.service';

/** The bell: the caller's notifications, a page at a time, and marking them read. */
export function registerNotificationRoutes(app: FastifyInstance, service: NotificationsService): void {
  bindRoute(app, listNotificationsContract, notificationsPolicy.list, async ({ auth, query }) =>
    service.list(auth, query.cursor),
  );
  bindRoute(app, markNotificationReadContract, notificationsPolicy.markRead, async ({ auth, params }) =>
    service.markRead(auth, params.notificationId),
  );
  bindRoute(app, markAllNotificationsReadContract, notificationsPolicy.markAllRead, async ({ auth }) =>
    service.markAllRead(auth),
  );
}
