import { useRef } from 'react';
import type { UploadEntry } from '../components/create/generator-form';
import { uploadPendingEntries, type UploadEntryChange } from '../components/create/upload-files';
import { useUploadMedia } from './useUploadMedia';

/**
 * Uploads the Upload Media tab's files as soon as they are chosen, so the server's validator answers per file
 * at once (its message lands on the file's row through `onEntryChange`). `upload(entry)` starts the upload of
 * one entry or returns the one already under way, resolving with the asset id; after a failure the next call
 * tries again. Generate awaits `upload` for every entry, so no file is sent twice.
 */
export function useUploadQueue(onEntryChange: UploadEntryChange) {
  const uploadMedia = useUploadMedia();
  const uploads = useRef(new Map<string, Promise<string>>());

  function upload(entry: UploadEntry): Promise<string> {
    const existing = uploads.current.get(entry.key);
    if (existing) return existing;
    const started = uploadPendingEntries([entry], uploadMedia.mutateAsync, onEntryChange).then(
      ([assetId]) => assetId ?? '',
    );
    uploads.current.set(entry.key, started);
    started.catch(() => uploads.current.delete(entry.key));
    return started;
  }

  /** Starts the uploads of newly chosen entries; failures are shown on their rows, not thrown. */
  function uploadChosen(entries: readonly UploadEntry[]): void {
    for (const entry of entries) upload(entry).catch(() => undefined);
  }

  return { upload, uploadChosen };
}
