import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi, buildUrl, ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { uploadFile } from '../../../api/upload';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import {
  assetSchema,
  getAssetContract,
  listMediaContract,
  uploadMediaContract,
} from '../../../../shared/contracts/media';
import {
  choosePostMediaContract,
  generatePostImageContract,
  markPostExportedContract,
} from '../../../../shared/contracts/post-media';
import {
  getVideoEditContract,
  previewVideoEditContract,
  startVideoEditContract,
  type VideoEdit,
} from '../../../../shared/contracts/reels';
import type { VideoEditRequest } from '../../../../shared/domain/video-edit';
import { getInterfaceLocale } from '../../../i18n/i18n';
import { useMediaRun } from '../media-run-context';

/** Refreshes the run the card belongs to (after its post changed). */
function useRefreshRun() {
  const client = useQueryClient();
  const run = useMediaRun();
  return () =>
    run ? client.invalidateQueries({ queryKey: queryKeys.generationRun(run.runId) }) : Promise.resolve();
}

/** A page of the workspace's library, with search and type filter. */
export function useLibrary(filter: { search: string; type: 'all' | 'image' | 'video'; page: number }) {
  return useQuery({
    queryKey: ['media', 'library', filter],
    queryFn: ({ signal }) =>
      callApi(listMediaContract, {
        query: {
          page: filter.page,
          ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
          ...(filter.type === 'all' ? {} : { type: filter.type }),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Makes a library asset the post's media. */
export function useChooseMedia(postId: string) {
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: (assetId: string) =>
      callApi(choosePostMediaContract, { params: { postId }, body: { assetId } }),
    onSuccess: refresh,
  });
}

/** Generates a new image for the post from a prompt. */
export function useGenerateImage(postId: string) {
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: (prompt: string) =>
      callApi(generatePostImageContract, { params: { postId }, body: { prompt } }),
    onSuccess: refresh,
  });
}

/** Uploads a file into the library (the one validator on the server), then makes it the post's media. */
export function useUploadAndChoose(postId: string) {
  const choose = useChooseMedia(postId);
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('purpose', 'media');
      form.append('file', file);
      setProgress(0);
      try {
        const answer = await uploadFile(uploadMediaContract.path, form, { onProgress: setProgress });
        const asset = assetSchema.parse((answer as { asset: unknown }).asset);
        await choose.mutateAsync(asset.id);
        await client.invalidateQueries({ queryKey: ['media', 'library'] });
        return asset;
      } finally {
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress };
}

/** Marks the post exported after its text was copied. */
export function useMarkExported(postId: string) {
  const refresh = useRefreshRun();
  return useMutation({
    mutationFn: () => callApi(markPostExportedContract, { params: { postId } }),
    onSuccess: refresh,
  });
}

/** Starts an edit of the post's video and follows it (polling once a second) until it settles. */
export function useVideoEdit(postId: string) {
  const refresh = useRefreshRun();
  const [editId, setEditId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (edit: VideoEditRequest) =>
      callApi(startVideoEditContract, { params: { postId }, body: edit }),
    onSuccess: ({ edit }) => setEditId(edit.id),
  });
  const status = useQuery({
    queryKey: ['media', 'video-edit', editId],
    enabled: editId !== null,
    queryFn: ({ signal }) => callApi(getVideoEditContract, { params: { editId: editId ?? '' }, signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.edit.status;
      return state === 'completed' || state === 'failed' ? false : 700;
    },
  });
  const edit: VideoEdit | undefined = status.data?.edit;
  useEffect(() => {
    if (edit?.status === 'completed') void refresh();
    // refresh once when the edit completes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edit?.status]);
  return { start, edit, reset: () => setEditId(null) };
}

/** Renders a preview frame of an edit on the server; resolves with an object URL of the JPEG. */
export async function fetchPreviewFrame(postId: string, edit: VideoEditRequest, signal?: AbortSignal) {
  const response = await fetch(buildUrl(previewVideoEditContract.path, { postId }), {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      'accept-language': getInterfaceLocale(),
      'x-postforge-csrf': '1',
    },
    body: JSON.stringify(edit),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(
      parsed.success ? parsed.data.error.code : 'internal',
      parsed.success ? parsed.data.error.message : response.statusText,
      response.status,
    );
  }
  return URL.createObjectURL(await response.blob());
}

/** The asset id of a same-origin media URL (`/media/<id>`), or null. */
export function assetIdOf(url: string | null): string | null {
  return url ? (/^\/media\/([0-9a-f-]{36})$/i.exec(url)?.[1] ?? null) : null;
}

/** One asset of the workspace (type, size, dimensions, length), when `assetId` is set. */
export function useAsset(assetId: string | null) {
  return useQuery({
    queryKey: ['media', 'asset', assetId],
    enabled: assetId !== null,
    queryFn: ({ signal }) => callApi(getAssetContract, { params: { assetId: assetId ?? '' }, signal }),
  });
}
