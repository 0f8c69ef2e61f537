// Worker thread entry: renders offline cards off the main thread (satori + resvg are CPU-bound and would
// otherwise stall every request and stream while a run draws its images).
import { parentPort } from 'node:worker_threads';
import { renderOfflineCard, type OfflineCardInput } from './offline-image.provider';

parentPort?.on('message', (message: { id: number; input: OfflineCardInput }) => {
  renderOfflineCard(message.input).then(
    (card) => parentPort?.postMessage({ id: message.id, card }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
