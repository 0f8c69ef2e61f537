import { useQuery } from '@tanstack/react-query';
import { getRegistrationContract } from '../../../../shared/contracts/accounts';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * What the register view offers this visitor: 'owner-setup' (no account yet), 'invitation' (a usable token,
 * with the invited e-mail), 'open', or 'waitlist'. An unusable token answers as if none was given.
 * Only fetched while `isEnabled` (the register view is showing).
 */
export function useRegistrationMode(
  inviteToken?: string,
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  return useQuery({
    queryKey: queryKeys.registration(inviteToken),
    queryFn: ({ signal }) =>
      callApi(getRegistrationContract, { query: inviteToken ? { invite: inviteToken } : {}, signal }),
    enabled: isEnabled,
    staleTime: 0,
  });
}
