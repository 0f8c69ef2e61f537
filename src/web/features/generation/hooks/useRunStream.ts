import { useEffect, useRef, useState } from 'react';
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
  /** Counts the stream's events, so a fetch answered after one of them does not overwrite what it brought. */
  const streamedEvents = useRef(0);
  const query = useQuery({
    queryKey: queryKeys.generationRun(runId ?? ''),
    queryFn: async ({ signal }) => {
      const seen = streamedEvents.current;
      const fetched = await callApi(getRunContract, { params: { runId: runId ?? '' }, signal });
      // The stream's snapshot came while this answer was on its way (a quick run may even be done): the
      // cache holds the newer state; the older answer would leave the screen at its last step for good.
      const cached = queryClient.getQueryData<GenerationRun>(queryKeys.generationRun(runId ?? ''));
      return streamedEvents.current !== seen && cached ? cached : fetched;
    },
    enabled: Boolean(runId),
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!runId) return;
    const key = queryKeys.generationRun(runId);
    const source = new EventSource(buildUrl(runEventsPath, { runId }));
    const update = (change: (run: GenerationRun) => GenerationRun) => {
      streamedEvents.current += 1;
      queryClient.setQueryData<GenerationRun>(key, (run) => (run ? change(run) : run));
    };
    const replace = (data: string) => {
      streamedEvents.current += 1;
      queryClient.setQueryData(key, generationRunSchema.parse(JSON.parse(data)));
    };
    source.addEventListener('open', () => setStreamState('open'));
    source.addEventListener('run', (event) => replace((event as MessageEvent<string>).data));
    source.addEventListener('step', (event) => {
      const step = stepEventSchema.parse(JSON.parse((event as MessageEvent<string>).data));
      update((run) => ({ ...run, step: step.step, stepMessage: step.message }));
    });
    source.addEventListener('post', (event) => {
      const post = generatedPostSchema.parse(JSON.parse((event as MessageEvent<string>).data));
      update((run) => mergePost(run, post));
    });
    source.addEventListener('done', (event) => {
      replace((event as MessageEvent<string>).data);
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
