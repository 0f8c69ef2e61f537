import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GenerationRun } from '../../../../shared/contracts/generation';
import { publishPostContract, type publishRequestSchema } from '../../../../shared/contracts/posts';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** Post now or schedule of a generated post of run `runId`; the post then leaves the cached review list. */
export function usePublishPost(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof publishRequestSchema>) => callApi(publishPostContract, { body }),
    onSuccess: (_answer, body) => {
      queryClient.setQueryData<GenerationRun>(queryKeys.generationRun(runId), (run) =>
        run ? { ...run, posts: run.posts.filter((item) => item.id !== body.generatedPostId) } : run,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts });
    },
  });
}
