import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmEmailChangeContract,
  getEmailChangeContract,
  requestEmailChangeContract,
} from '../../../../shared/contracts/account-security';
import type { BodyOf } from '../../../../shared/contracts/contract';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The e-mail change waiting for its link to be opened, or null. */
export function usePendingEmailChange() {
  return useQuery({
    queryKey: queryKeys.emailChange,
    queryFn: () => callApi(getEmailChangeContract),
    select: (answer) => answer.pending,
  });
}

/** Asks for a change: a confirmation link goes to the new address (password checked again). */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof requestEmailChangeContract>) =>
      callApi(requestEmailChangeContract, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailChange }),
  });
}

/** Uses a confirmation link's token; the session (and its e-mail) refreshes. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(confirmEmailChangeContract, { body: { token } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.emailChange }),
      ]);
    },
  });
}
