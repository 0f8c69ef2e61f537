import type { Asset } from '../../../../../shared/contracts/media';
import { i18n } from '../../../../i18n/i18n';
import type { UploadEntry } from './generator-form';

/** Uploads one file with progress (the shape of useUploadMedia's mutateAsync). */
export type UploadFile = (request: {
  file: File;
  purpose?: 'video' | 'media';
  onProgress?: (percent: number) => void;
}) => Promise<Asset>;

/** Change to one upload row while the batch runs. */
export type UploadEntryChange = (key: string, patch: Partial<UploadEntry>) => void;

/**
 * Uploads the entries that have no asset yet, one after another, reporting progress per file. Resolves with
 * every asset id in list order. On the first failure the row gets the server's message and an Error
 * '{file name}: {message}' is thrown; rows already uploaded keep their asset id, so a second attempt only sends the rest.
 */
export async function uploadPendingEntries(
  entries: readonly UploadEntry[],
  uploadFile: UploadFile,
  onEntryChange: UploadEntryChange,
): Promise<string[]> {
  const assetIds: string[] = [];
  for (const entry of entries) {
    if (entry.assetId) {
      assetIds.push(entry.assetId);
      continue;
    }
    onEntryChange(entry.key, { progress: 0, error: undefined });
    try {
      const asset = await uploadFile({
        file: entry.file,
        purpose: 'media',
        onProgress: (percent) => onEntryChange(entry.key, { progress: percent }),
      });
      onEntryChange(entry.key, { assetId: asset.id, progress: null });
      assetIds.push(asset.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : i18n.t('generation:upload.failed');
      onEntryChange(entry.key, { progress: null, error: message });
      throw new Error(i18n.t('generation:upload.fileFailed', { name: entry.file.name, reason: message }), {
        cause: error,
      });
    }
  }
  return assetIds;
}
