import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  generatedPostSchema,
  generationRunSchema,
  getRunContract,
  runEventsPath,
  stepEventSchema,
  type GenerationRun,
} from '../../../../shared/contracts/generation';
import { buildUrl, callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** Connection state of the live stream. */
export type StreamState = 'connecting' | 'open' | 'closed' | 'error';

function mergePost(run: GenerationRun, post: GenerationRun['posts'][number]): GenerationRun {
  const others = run.posts.filter((existing) => existing.id !== post.id);
  return { ...run, posts: [...others, post].sort((a, b) => a.position - b.position) };
}

/**
 * A generation run kept live: the run is fetched once (so a reload shows what exists), then Server-Sent
 * Events update the cached run as steps advance and each post (or its media) becomes ready. The stream
 * closes when the run is done and no video is still being made.
 */
export function useRunStream(runId: string | undefined) {
  const queryClient = useQueryClient();
  const [streamState, setStreamState] = useState<StreamState>('connecting');
  const query = useQuery({
    queryKey: queryKeys.generationRun(runId ?? ''),
    queryFn: ({ signal }) => callApi(getRunContract, { params: { runId: runId ?? '' }, signal }),
    enabled: Boolean(runId),
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!runId) return;
    const key = queryKeys.generationRun(runId);
    const source = new EventSource(buildUrl(runEventsPath, { runId }));
    const update = (change: (run: GenerationRun) => GenerationRun) =>
      queryClient.setQueryData<GenerationRun>(key, (run) => (run ? change(run) : run));
    source.addEventListener('open', () => setStreamState('open'));
    source.addEventListener('run', (event) => {
      queryClient.setQueryData(
        key,
        generationRunSchema.parse(JSON.parse((event as MessageEvent<string>).data)),
      );
    });
    source.addEventListener('step', (event) => {
      const step = stepEventSchema.parse(JSON.parse((event as MessageEvent<string>).data));
      update((run) => ({ ...run, step: step.step, stepMessage: step.message }));
    });
    source.addEventListener('post', (event) => {
      const post = generatedPostSchema.parse(JSON.parse((event as MessageEvent<string>).data));
      update((run) => mergePost(run, post));
    });
    source.addEventListener('done', (event) => {
      queryClient.setQueryData(
        key,
        generationRunSchema.parse(JSON.parse((event as MessageEvent<string>).data)),
      );
      source.close();
      setStreamState('closed');
    });
    source.addEventListener('error', () => {
      // EventSource reconnects by itself while the server allows; a closed source means the server ended it.
      setStreamState(source.readyState === EventSource.CLOSED ? 'error' : 'connecting');
    });
    return () => source.close();
  }, [runId, queryClient]);

  return { ...query, streamState };
}
