import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerContract } from '../../../../shared/contracts/accounts';
import type { BodyOf } from '../../../../shared/contracts/contract';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * Creates an account (the owner on a fresh instance, open registration, or an invitation) and signs it in:
 * the session query holds the new session and other cached queries (registration mode included) are dropped.
 * Server messages come per field in ApiError.fields (email taken, invitation mismatch, password rules).
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof registerContract>) => callApi(registerContract, { body }),
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
      queryClient.setQueryData(queryKeys.session, session);
    },
  });
}
