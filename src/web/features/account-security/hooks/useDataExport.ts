import { useCallback, useRef, useState } from 'react';
import { exportAccountContract } from '../../../../shared/contracts/account-security';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { getInterfaceLocale, i18n } from '../../../i18n/i18n';

/** Where a download of my data is. */
export type DataExportState =
  | { status: 'idle' }
  | { status: 'downloading'; received: number; total: number | undefined }
  | { status: 'done'; size: number }
  | { status: 'failed'; message: string };

function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'postforge-export.zip';
}

/**
 * Downloads the zip of my data with progress: the server sends its exact size, the body is read chunk by
 * chunk, then saved under the server's file name. A refusal shows the server's message; a dropped connection
 * says so. Starting again while a download runs does nothing.
 */
export function useDataExport() {
  const [state, setState] = useState<DataExportState>({ status: 'idle' });
  const isRunning = useRef(false);

  const start = useCallback(async () => {
    if (isRunning.current) return;
    isRunning.current = true;
    setState({ status: 'downloading', received: 0, total: undefined });
    try {
      const response = await fetch(exportAccountContract.path, {
        credentials: 'same-origin',
        headers: { 'accept-language': getInterfaceLocale(), 'x-postforge-csrf': '1' },
      });
      if (!response.ok || !response.body) {
        const parsed = errorBodySchema.safeParse(await response.json().catch(() => undefined));
        setState({
          status: 'failed',
          message: parsed.success
            ? parsed.data.error.message
            : i18n.t('common:errors.serverStatus', { status: response.status }),
        });
        return;
      }
      const lengthHeader = Number(response.headers.get('content-length'));
      const total = Number.isFinite(lengthHeader) && lengthHeader > 0 ? lengthHeader : undefined;
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        setState({ status: 'downloading', received, total });
      }
      if (total !== undefined && received !== total) throw new Error('incomplete download');
      const url = URL.createObjectURL(new Blob(chunks, { type: 'application/zip' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ status: 'done', size: received });
    } catch {
      setState({ status: 'failed', message: i18n.t('security:export.interrupted') });
    } finally {
      isRunning.current = false;
    }
  }, []);

  return { state, start };
}
