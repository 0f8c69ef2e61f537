import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';

/** A fresh id for a video edit's progress, or none for an image (its edit takes a moment and reports nothing). */
export function createProgressId(type: string): string | undefined {
  return type === 'video' ? crypto.randomUUID() : undefined;
}

/**
 * The percentage (0-99) a running video edit reported on the live stream (useLiveEvents writes it into the
 * query cache under the edit's progress id); undefined before its first report or without an id.
 */
export function useAssetEditProgress(progressId: string | undefined): number | undefined {
  const { data } = useQuery<number>({
    queryKey: queryKeys.assetEditProgress(progressId ?? ''),
    queryFn: skipToken,
    enabled: Boolean(progressId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return progressId ? data : undefined;
}
