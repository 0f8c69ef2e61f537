import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboardStatsContract } from '../../../../shared/contracts/dashboard';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The Welcome dashboard's figures query (GET /api/dashboard/stats), for prefetching and invalidation. */
export const dashboardStatsQueryOptions = queryOptions({
  queryKey: queryKeys.dashboardStats,
  queryFn: ({ signal }) => callApi(getDashboardStatsContract, { signal }),
});

/** The workspace's own figures: posts, generation runs, media assets, platforms covered (zero when new). */
export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
