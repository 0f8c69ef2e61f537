import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getVideoModelContract, saveVideoModelContract } from '../../../../shared/contracts/ai-providers';
import type { VideoModelId } from '../../../../shared/domain/video-models';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The workspace's video model (GET /api/generation/video-model). */
export function useVideoModel() {
  return useQuery({
    queryKey: queryKeys.videoModel,
    queryFn: ({ signal }) => callApi(getVideoModelContract, { signal }),
  });
}

/** Selects the workspace's video model (owners and editors). */
export function useSaveVideoModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modelId: VideoModelId) => callApi(saveVideoModelContract, { body: { modelId } }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.videoModel, saved),
  });
}
