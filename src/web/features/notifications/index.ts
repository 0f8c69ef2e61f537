/** In-app notifications: the side navigation's bell and its list. */
export { NotificationBell, type NotificationBellProps } from './components/NotificationBell';
export {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from './hooks/useNotifications';
