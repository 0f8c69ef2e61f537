import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { logoutContract, type SessionInfo } from '../../../../shared/contracts/accounts';
import { ApiError, callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { i18n } from '../../../i18n/i18n';
import { toast } from '../../../ui/Toaster';

/**
 * Logs out: ends the session on the server, marks the cached session signed out (keeping the theme, so the
 * page does not flash), goes to / and then drops every other cached answer of the account. A session that
 * had already expired (401) counts as logged out. On failure the user stays and sees a toast.
 */
export function useLogoutAction() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await callApi(logoutContract);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: async () => {
      queryClient.setQueryData<SessionInfo>(queryKeys.session, (session) => ({
        user: null,
        workspace: null,
        timeZone: null,
        theme: session?.theme ?? 'system',
        locale: null,
      }));
      await navigate({ to: '/' });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
    },
    onError: (error) => {
      toast.error(i18n.t('shell:logout.failed', { reason: error.message }));
    },
  });
}
