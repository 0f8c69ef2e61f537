import { useQuery } from '@tanstack/react-query';
import { getProfileContract } from '../../../../shared/contracts/settings';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The signed-in user's profile (GET /api/settings/profile). */
export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: async ({ signal }) => (await callApi(getProfileContract, { signal })).profile,
  });
}
