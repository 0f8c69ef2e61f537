import { useQuery } from '@tanstack/react-query';
import { getInstanceContract } from '../../../../shared/contracts/instance';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * Everything the owner's Instance screen shows: the registration setting, whether SMTP is configured, the
 * waitlist, invitations and the e-mail outbox. A non-owner gets an ApiError with status 403 (not retried).
 * Pass `isEnabled: false` to skip the request when the session already says the user is not the owner.
 */
export function useInstance({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.instance,
    queryFn: ({ signal }) => callApi(getInstanceContract, { signal }),
    enabled: isEnabled,
  });
}
