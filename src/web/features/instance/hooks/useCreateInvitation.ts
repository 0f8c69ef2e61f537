import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInvitationContract } from '../../../../shared/contracts/instance';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * Invites an e-mail address (owner only). The answer holds the invitation and its link, which the server
 * returns this once (it keeps only a hash): show it now. The instance query is refreshed afterwards (new
 * invitation, waitlist entry marked invited, the e-mail in the outbox). Fails with 409 when the address
 * already has an account, 400 (fields.email) when it is not an address.
 */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(createInvitationContract, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.instance }),
  });
}
