import { useQuery } from '@tanstack/react-query';
import { getGenerationCapabilitiesContract } from '../../../../shared/contracts/generation';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * Which AI capabilities run offline on this instance (GET /api/generation/capabilities); fixed for the
 * server's life, so it is read once per session.
 */
export function useGenerationCapabilities() {
  return useQuery({
    queryKey: queryKeys.generationCapabilities,
    queryFn: ({ signal }) => callApi(getGenerationCapabilitiesContract, { signal }),
    staleTime: Infinity,
  });
}
