import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerationRun } from '../../../../shared/contracts/generation';
import { saveDraftContract } from '../../../../shared/contracts/posts';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * Save as draft of a generated post of run `runId`: the server stores the draft and the post leaves the
 * run's review list, so it is taken out of the cached run as well.
 */
export function useSaveDraft(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (generatedPostId: string) => callApi(saveDraftContract, { body: { generatedPostId } }),
    onSuccess: (_answer, generatedPostId) => {
      queryClient.setQueryData<GenerationRun>(queryKeys.generationRun(runId), (run) =>
        run ? { ...run, posts: run.posts.filter((item) => item.id !== generatedPostId) } : run,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts });
    },
  });
}
