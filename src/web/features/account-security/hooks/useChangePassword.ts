import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePasswordContract } from '../../../../shared/contracts/accounts';
import type { BodyOf } from '../../../../shared/contracts/contract';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * Changes the password (current one required). The server ends every other session and reset link; a wrong
 * current password fails with ApiError.fields.currentPassword, a weak new one with fields.newPassword.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof changePasswordContract>) => callApi(changePasswordContract, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}
