import { exportLibraryContract, type ExportSettings } from '../../shared/contracts/library-export';
import { getInterfaceLocale } from '../i18n/i18n';
import { ApiError } from './client';
import { parseJson, toApiError } from './upload';

/** Progress of an export's answer: bytes received and, when the server said it, the total. */
export interface ExportProgress {
  loaded: number;
  total: number | null;
}

/** An export's file: its bytes and the name the server gave it. */
export interface ExportedDownload {
  blob: Blob;
  fileName: string;
  fileCount: number;
}

const networkMessage = 'Cannot reach Postforge. Check your connection and try again.';

/** The file name of a `content-disposition: attachment; filename="…"` header (percent-decoded). */
function fileNameOf(header: string | null): string {
  const match = /filename="([^"]+)"/.exec(header ?? '');
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : 'export';
  } catch {
    return 'export';
  }
}

/**
 * POSTs an export (the contract's path) and reads the answer as it arrives with download progress, which
 * `fetch` cannot report in every browser we support. Error answers reject with the server's ApiError.
 */
export function downloadExport(
  assetIds: string[],
  settings: ExportSettings,
  onProgress: (progress: ExportProgress) => void,
): Promise<ExportedDownload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', exportLibraryContract.path);
    request.responseType = 'blob';
    request.setRequestHeader('content-type', 'application/json');
    request.setRequestHeader('accept-language', getInterfaceLocale());
    request.setRequestHeader('x-postforge-csrf', '1');
    request.addEventListener('progress', (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null }),
    );
    request.addEventListener('load', () => {
      const blob = request.response as Blob;
      if (request.status >= 200 && request.status < 300) {
        resolve({
          blob,
          fileName: fileNameOf(request.getResponseHeader('content-disposition')),
          fileCount: Number(request.getResponseHeader('x-export-count') ?? '1'),
        });
        return;
      }
      void blob.text().then(
        (text) => reject(toApiError(parseJson(text), request.status)),
        () => reject(toApiError(undefined, request.status)),
      );
    });
    request.addEventListener('error', () => reject(new ApiError('network', networkMessage, 0)));
    request.send(JSON.stringify({ assetIds, settings }));
  });
}
