import { useQuery } from '@tanstack/react-query';
import { listRunsContract } from '../../../../shared/contracts/generation';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * The workspace's recent generation runs, newest first and without posts (GET /api/generation/runs), so the
 * review screen can reopen one after a reload or from another device.
 */
export function useRecentRuns() {
  return useQuery({
    queryKey: queryKeys.generationRuns,
    queryFn: ({ signal }) => callApi(listRunsContract, { signal }),
    select: (answer) => answer.runs,
  });
}
