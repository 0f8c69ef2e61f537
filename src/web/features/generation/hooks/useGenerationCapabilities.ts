import { useQuery } from '@tanstack/react-query';
import { getGenerationCapabilitiesContract } from '../../../../shared/contracts/generation';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * Which AI capabilities run offline on this instance (GET /api/generation/capabilities). The instance owner
 * may change the providers at any time (Settings > LLM Integration), so it is read again after a minute.
 */
export function useGenerationCapabilities() {
  return useQuery({
    queryKey: queryKeys.generationCapabilities,
    queryFn: ({ signal }) => callApi(getGenerationCapabilitiesContract, { signal }),
    staleTime: 60_000,
  });
}
