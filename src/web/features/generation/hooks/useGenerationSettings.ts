import { useQuery } from '@tanstack/react-query';
import { getGenerationSettingsContract } from '../../../../shared/contracts/generation';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The workspace's generation settings (GET /api/generation/settings): the default language of its runs. */
export function useGenerationSettings() {
  return useQuery({
    queryKey: queryKeys.generationSettings,
    queryFn: ({ signal }) => callApi(getGenerationSettingsContract, { signal }),
    staleTime: 60_000,
  });
}
