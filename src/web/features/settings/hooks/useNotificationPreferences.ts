import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationPreferencesContract,
  updateNotificationPreferencesContract,
  type NotificationPreferences,
} from '../../../../shared/contracts/settings';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The signed-in user's notification checkboxes (GET /api/settings/notifications). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: ({ signal }) => callApi(getNotificationPreferencesContract, { signal }),
  });
}

/** Saves one or more checkboxes at once (auto-save), optimistically; rolled back when the save fails. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation<
    NotificationPreferences,
    Error,
    Partial<NotificationPreferences>,
    { previous?: NotificationPreferences }
  >({
    mutationFn: (changes) => callApi(updateNotificationPreferencesContract, { body: changes }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notificationPreferences });
      const previous = queryClient.getQueryData<NotificationPreferences>(queryKeys.notificationPreferences);
      if (previous) queryClient.setQueryData(queryKeys.notificationPreferences, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.notificationPreferences, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationPreferences, saved),
  });
}
