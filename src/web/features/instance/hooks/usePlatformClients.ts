import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listPlatformClientsContract,
  savePlatformClientContract,
} from '../../../../shared/contracts/platforms';
import type { PlatformId } from '../../../../shared/domain/platforms';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The platforms' OAuth clients with their redirect URIs (instance owner). */
export function usePlatformClients() {
  return useQuery({
    queryKey: [...queryKeys.platforms, 'clients'],
    queryFn: ({ signal }) => callApi(listPlatformClientsContract, { signal }),
  });
}

/** Saves one platform's client id and secret (instance owner); the cards read again. */
export function useSavePlatformClient(platform: PlatformId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { clientId: string; clientSecret?: string }) =>
      callApi(savePlatformClientContract, { params: { platform }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.platforms }),
  });
}
