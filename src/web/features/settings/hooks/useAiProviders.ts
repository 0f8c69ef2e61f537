import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  listAiProvidersContract,
  saveAiProviderContract,
  testAiProviderContract,
  type saveAiProviderSchema,
  type testAiProviderSchema,
} from '../../../../shared/contracts/ai-providers';
import type { AiCapability } from '../../../../shared/domain/ai-providers';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** Which provider serves each AI capability (GET /api/ai-providers; settings for the instance owner only). */
export function useAiProviders() {
  return useQuery({
    queryKey: queryKeys.aiProviders,
    queryFn: ({ signal }) => callApi(listAiProvidersContract, { signal }),
  });
}

/** Saves one capability's provider (instance owner); the generator's capabilities are read again. */
export function useSaveAiProvider(capability: AiCapability) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof saveAiProviderSchema>) =>
      callApi(saveAiProviderContract, { params: { capability }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.aiProviders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.generationCapabilities }),
      ]);
    },
  });
}

/** 'Test connection': one tiny real call to the endpoint (instance owner). */
export function useTestAiProvider() {
  return useMutation({
    mutationFn: (body: z.input<typeof testAiProviderSchema>) => callApi(testAiProviderContract, { body }),
  });
}
