import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginContract } from '../../../../shared/contracts/accounts';
import type { BodyOf } from '../../../../shared/contracts/contract';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * Logs in with e-mail and password. On success the session query holds the new session (so /app guards pass
 * at once) and every other cached query is dropped: it may belong to a previous account. A failure is an
 * ApiError whose message is shown as is ('Invalid email or password' for wrong credentials).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof loginContract>) => callApi(loginContract, { body }),
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
      queryClient.setQueryData(queryKeys.session, session);
    },
  });
}
