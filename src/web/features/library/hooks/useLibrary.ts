import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkLibraryContract,
  downloadLibraryAssetContract,
  downloadLibraryZipContract,
  listLibraryContract,
  recordLibraryViewContract,
  updateLibraryAssetContract,
  type LibraryFilter,
  type LibrarySort,
} from '../../../../shared/contracts/library';
import { editLibraryAssetContract, type EditOperation } from '../../../../shared/contracts/library-edit';
import { buildUrl, callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** What the library list shows. */
export interface LibraryQuery {
  filter: LibraryFilter;
  sort: LibrarySort;
  search: string;
  page: number;
  /** Only the assets of this project. */
  project?: string;
}

/** A page of the library (the previous page stays on screen while the next loads). */
export function useLibraryList(query: LibraryQuery) {
  return useQuery({
    queryKey: queryKeys.libraryList(query),
    queryFn: ({ signal }) =>
      callApi(listLibraryContract, {
        query: {
          filter: query.filter,
          sort: query.sort,
          page: query.page,
          ...(query.search.trim() ? { search: query.search.trim() } : {}),
          ...(query.project ? { project: query.project } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Edits an asset (name, description, tags, favourite); the lists reload. */
export function useUpdateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      assetId,
      changes,
    }: {
      assetId: string;
      changes: { title?: string; description?: string; tags?: string[]; favorite?: boolean };
    }) => callApi(updateLibraryAssetContract, { params: { assetId }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.library }),
  });
}

/**
 * Applies the editor's operations (crop, resize, colour, text, enhance, upscale) on the server; answers the NEW
 * asset ('… (edited)'), the original is kept. The lists reload.
 */
export function useEditAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      assetId,
      operations,
      progressId,
    }: {
      assetId: string;
      operations: EditOperation[];
      /** A fresh id for a video edit: its percentage arrives on the live stream (useAssetEditProgress). */
      progressId?: string;
    }) =>
      callApi(editLibraryAssetContract, {
        params: { assetId },
        body: { operations, ...(progressId ? { progressId } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.library }),
  });
}

/** A bulk action (duplicate, archive, restore, delete, add tags); the lists reload. */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      action: 'duplicate' | 'archive' | 'restore' | 'delete' | 'add-tags';
      assetIds: string[];
      tags?: string[];
    }) => callApi(bulkLibraryContract, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.library }),
  });
}

/** Counts a view when the viewer opens an asset; answers the asset with its fresh usage stats. */
export function useRecordView() {
  return useMutation({
    mutationFn: (assetId: string) => callApi(recordLibraryViewContract, { params: { assetId } }),
  });
}

/** Same-origin URL of a counted single download. */
export const downloadUrl = (assetId: string) => buildUrl(downloadLibraryAssetContract.path, { assetId });
/** Same-origin URL of a counted zip download of several assets. */
export const zipUrl = (assetIds: string[]) =>
  buildUrl(downloadLibraryZipContract.path, undefined, { ids: assetIds.join(',') });

/**
 * Downloads a file through fetch (so a failure can be told, unlike a plain link): saves it under the name the
 * server gives. Rejects when the answer is not a success.
 */
export async function saveDownload(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
  const objectUrl = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
