import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePreferencesContract, type SessionInfo } from '../../../../shared/contracts/accounts';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { i18n } from '../../../i18n/i18n';
import { showToast } from '../../../ui/lazy-toast';
import type { ThemePreference } from '../../../ui/theme';
import { setCachedThemePreference } from '../cached-theme-store';

interface SaveThemeContext {
  previousSession: SessionInfo | undefined;
}

/**
 * Chooses a theme. Signed in: saves it to the account (PUT /api/preferences) with an optimistic update of
 * the session query, rolled back with a toast if the save fails. Signed out: only cached in this browser.
 * Either way the local cache is written at once, so the page repaints immediately.
 * Usage: `const saveTheme = useSaveTheme(); saveTheme.mutate('dark')`.
 */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation<{ theme: ThemePreference }, Error, ThemePreference, SaveThemeContext>({
    mutationFn: async (theme) => {
      const session = queryClient.getQueryData<SessionInfo>(queryKeys.session);
      if (!session?.user) return { theme };
      return callApi(updatePreferencesContract, { body: { theme } });
    },
    onMutate: async (theme) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.session });
      const previousSession = queryClient.getQueryData<SessionInfo>(queryKeys.session);
      if (previousSession)
        queryClient.setQueryData<SessionInfo>(queryKeys.session, { ...previousSession, theme });
      setCachedThemePreference(theme);
      return { previousSession };
    },
    onError: (error, _theme, context) => {
      if (context?.previousSession) {
        queryClient.setQueryData<SessionInfo>(queryKeys.session, context.previousSession);
        setCachedThemePreference(context.previousSession.theme);
      }
      showToast.error(i18n.t('common:theme.saveFailed', { reason: error.message }));
    },
    // No write on success: the server echoes the theme the optimistic update already holds, and writing it
    // would briefly undo a newer choice made while this one was in flight.
  });
}
