import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listNotificationsContract,
  markAllNotificationsReadContract,
  markNotificationReadContract,
} from '../../../../shared/contracts/notifications';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** How often the bell asks for new notifications while the app is open. */
export const notificationsRefreshMs = 30_000;

/**
 * The signed-in user's notifications, newest first, a page at a time (GET /api/notifications?cursor=);
 * refreshed every 30 s and when the window regains focus, so a run that ends while away shows up.
 */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ pageParam, signal }) =>
      callApi(listNotificationsContract, { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: notificationsRefreshMs,
  });
}

/** Marks one notification read (POST /api/notifications/:id/read), then refreshes the list. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      callApi(markNotificationReadContract, { params: { notificationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

/** Marks every notification read (POST /api/notifications/read-all), then refreshes the list. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(markAllNotificationsReadContract),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
