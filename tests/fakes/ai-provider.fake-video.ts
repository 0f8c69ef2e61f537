/**
 * The Kling video routes of the fake AI provider: POST creates a generation, GET ?generation_id= reports
 * queued, then generating (with progress), then completed with a video URL once `doneAfterMs` has passed
 * since creation, or another ending chosen by behaviour.
 */

/** How video generations end. */
export type FakeVideoBehaviour =
  | 'ok'
  | 'failed'
  | 'never-finishes'
  | 'status-errors-then-ok'
  | 'completed-without-url'
  | 'create-error';

/** The status-answer field a completed video URL is put in. */
export type VideoUrlField =
  | 'video.url'
  | 'video_url'
  | 'output.video_url'
  | 'url'
  | 'videos[0].url'
  | 'result.video.url';

/** The error text of a failed generation. */
export const fakeVideoError = 'Content policy violation: the prompt was rejected';

interface Generation {
  id: string;
  n: number;
  createdAt: number;
  checks: number;
}

/** What the video routes read of the fake's state. */
export interface VideoRouteContext {
  behaviour(): {
    video?: FakeVideoBehaviour;
    videoStatusErrors?: number;
    videoUrlField?: VideoUrlField;
    videoIdField?: 'id' | 'generation_id';
  };
  doneAfterMs(): number;
  videoUrl(n: number): string;
}

function placeUrl(field: VideoUrlField, url: string): Record<string, unknown> {
  switch (field) {
    case 'video_url':
      return { video_url: url };
    case 'output.video_url':
      return { output: { video_url: url } };
    case 'url':
      return { url };
    case 'videos[0].url':
      return { videos: [{ url }] };
    case 'result.video.url':
      return { result: { video: { url } } };
    default:
      return { video: { url } };
  }
}

/** The two handlers; an answer with status >= 400 carries its error text as the body. */
export function createVideoRoutes(context: VideoRouteContext): {
  create(body: Record<string, unknown>): { status: number; body: unknown };
  check(id: string): { status: number; body: unknown };
} {
  const generations = new Map<string, Generation>();
  return {
    create(body) {
      const behaviour = context.behaviour();
      if (behaviour.video === 'create-error') return { status: 500, body: 'Video service unavailable' };
      if (typeof body.prompt !== 'string' || body.prompt === '')
        return { status: 400, body: 'prompt is required' };
      const n = generations.size + 1;
      const generation: Generation = { id: `gen-${n}`, n, createdAt: Date.now(), checks: 0 };
      generations.set(generation.id, generation);
      return { status: 200, body: { [behaviour.videoIdField ?? 'id']: generation.id, status: 'queued' } };
    },
    check(id) {
      const behaviour = context.behaviour();
      const generation = generations.get(id);
      if (!generation) return { status: 404, body: `Generation ${id} not found` };
      generation.checks += 1;
      const mode = behaviour.video ?? 'ok';
      if (mode === 'status-errors-then-ok' && generation.checks <= (behaviour.videoStatusErrors ?? 2)) {
        return { status: 500, body: 'Status service unavailable' };
      }
      if (mode === 'failed') return { status: 200, body: { id, status: 'failed', error: fakeVideoError } };
      const doneAfter = context.doneAfterMs();
      const elapsed = Date.now() - generation.createdAt;
      if (mode === 'never-finishes' || elapsed < doneAfter) {
        const isQueued = mode !== 'never-finishes' && elapsed < doneAfter / 2;
        const progress = mode === 'never-finishes' ? 50 : Math.floor((elapsed / doneAfter) * 100);
        return { status: 200, body: { id, status: isQueued ? 'queued' : 'generating', progress } };
      }
      if (mode === 'completed-without-url') return { status: 200, body: { id, status: 'completed' } };
      const url = context.videoUrl(generation.n);
      return {
        status: 200,
        body: { id, status: 'completed', ...placeUrl(behaviour.videoUrlField ?? 'video.url', url) },
      };
    },
  };
}
