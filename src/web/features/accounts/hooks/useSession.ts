import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSessionContract } from '../../../../shared/contracts/accounts';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The session query, shared by the route guard (ensureQueryData) and components. */
export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: () => callApi(getSessionContract),
  staleTime: 60_000,
});

/** The current session (user null when signed out). */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
