import { allowEveryone, definePolicy, sessionAction } from '../../http/authorize';

/** Notifications belong to their user: each route reads or changes the caller's own only (404 for others'). */
export const notificationsPolicy = definePolicy('notifications', {
  list: sessionAction(allowEveryone),
  markRead: sessionAction(allowEveryone),
  markAllRead: sessionAction(allowEveryone),
});
