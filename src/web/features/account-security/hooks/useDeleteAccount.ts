import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { deleteAccountContract } from '../../../../shared/contracts/account-security';
import type { SessionInfo } from '../../../../shared/contracts/accounts';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * Deletes the signed-in user's account (password typed again); the server clears the session cookie. A wrong
 * password fails with ApiError.fields.currentPassword; the instance owner gets a 403 with its message.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (currentPassword: string) => callApi(deleteAccountContract, { body: { currentPassword } }),
  });
}

/**
 * After a deletion: the cached session becomes signed out, the app goes to / and every cached answer of the
 * account is dropped.
 */
export function useLeaveDeletedAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
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
  });
}
