/**
 * A loopback OpenAI-compatible AI provider for tests and benchmarks, speaking the real wire formats of the
 * spec's calls 1-6 plus embeddings: /v1/chat/completions, /v1/responses, /v1/audio/transcriptions
 * (multipart), /v1/images/generations, /v2/generate/video/kling/generation (POST and GET),
 * /v1/embeddings and GET /v1/models (the list 'Test connection' reads). Media it points to (PNG, MP4) is
 * served at /files/* without auth. A wrong or missing bearer key gets 401. Behaviours switch on failures: 500s, malformed answers, answers that never come.
 * Post generation answers the pairs of the prompt's 'Pairs to write' line (or of an `x-fake-pairs:
 * instagram:viral,twitter:normal` header); the image-prompt chat call (temperature 0.8, max_tokens 300) has
 * its own latency so benchmarks can tell it from post generation (max_tokens 8000).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildChatCompletion,
  buildEmbeddingsAnswer,
  buildPostsText,
  buildShortChatText,
  buildTranscription,
  buildWebSearchAnswer,
  classifyChat,
  readUserMessage,
  type FakePostsBehaviour,
} from './ai-provider.fake-answers';
import { createFakeVideoFile, fakeImageSize, renderFakePng } from './ai-provider.fake-media';
import { defaultTokensPerSecond, writeChatStream, type FakeStreamEnding } from './ai-provider.fake-stream';
import { createVideoRoutes, type FakeVideoBehaviour, type VideoUrlField } from './ai-provider.fake-video';

/** The models GET /v1/models lists unless the behaviour names others. */
export const fakeModelIds = [
  'gpt-4.1-mini',
  'gpt-4.1',
  'whisper-1',
  'flux/schnell',
  'kling-video/v1.6/standard/text-to-video',
  'kling-video/v2/master/text-to-video',
  'text-embedding-3-small',
];

/** The key the fake accepts unless another is given. */
export const fakeAiApiKey = 'sk-fake-loopback-0123456789';

/** How each endpoint answers; fields not given take the first (healthy) value. */
export interface FakeAiBehaviour {
  /** Post generation (chat with max_tokens 8000): 'json' answers every requested pair. */
  posts?: FakePostsBehaviour;
  /** The other chat uses (enhance, image prompt, video prompt). */
  chat?: 'ok' | 'error' | 'hang';
  webSearch?: 'ok' | 'output-text' | 'error';
  transcription?: 'ok' | 'silent' | 'error';
  /** 'images-url' is the AI/ML API layout; 'data-url' and 'b64' are OpenAI's. */
  image?: 'images-url' | 'data-url' | 'b64' | 'no-url' | 'error' | 'hang';
  video?: FakeVideoBehaviour;
  /** For 'status-errors-then-ok': how many status checks of each generation answer 500 first. Default 2. */
  videoStatusErrors?: number;
  /** Where a completed status puts the video URL. Default 'video.url'. */
  videoUrlField?: VideoUrlField;
  /** Field of the generation id in the create answer. Default 'id'. */
  videoIdField?: 'id' | 'generation_id';
  embeddings?: 'ok' | 'error';
  /** The model ids GET /v1/models lists; default {@link fakeModelIds}. */
  models?: string[];
  /** Error bodies quote the bearer key received, like a careless provider (to test redaction). */
  echoKeyInErrors?: boolean;
}

/** Delays of the fake, in milliseconds. */
export interface FakeAiLatency {
  /** Chat calls other than the image prompt (post generation, enhance, video prompt); for a streamed call, the wait for its first token. */
  chat?: number;
  /** Pace of a streamed answer (post generation with `stream: true`). Default 50 tokens per second. */
  tokensPerSecond?: number;
  /** The image-prompt chat call (temperature 0.8, max_tokens 300). */
  imagePrompt?: number;
  image?: number;
  webSearch?: number;
  transcription?: number;
  /** Time from a video's creation until its status is completed. */
  videoDoneAfterMs?: number;
}

/** One request the fake received; the authorization header's value is replaced by '[redacted]'. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON, or { fields, files } for multipart, or undefined without a body. */
  body: unknown;
  /** When the request arrived and when its answer ended (performance.now(), ms); no end for a hang. */
  receivedAt: number;
  answeredAt?: number;
}

/** A running fake provider. */
export interface FakeAiProvider {
  /** e.g. 'http://127.0.0.1:41234' (no /v1). */
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Replaces the behaviour. */
  setBehaviour(behaviour: FakeAiBehaviour): void;
  close(): Promise<void>;
}

/** Options of startFakeAiProvider. */
export interface FakeAiOptions {
  latencyMs?: FakeAiLatency;
  behaviour?: FakeAiBehaviour;
  apiKey?: string;
  /** Makes the MP4 before resolving (else on its first download). */
  prepareMedia?: boolean;
}

/** A handler answers with a status and JSON body, a streamed chat text, or 'hang' to never answer. */
type Answer =
  | { status: number; body: unknown }
  | { stream: { model: unknown; text: string; ending: FakeStreamEnding } }
  | 'hang';

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return undefined;
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string> = {};
    const files: Array<{ field: string; filename: string; contentType: string; size: number }> = [];
    form.forEach((value, field) => {
      if (typeof value === 'string') fields[field] = value;
      else files.push({ field, filename: value.name, contentType: value.type, size: value.size });
    });
    return { fields, files };
  }
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return raw.toString('utf8');
  }
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeAiProvider(options: FakeAiOptions = {}): Promise<FakeAiProvider> {
  const apiKey = options.apiKey ?? fakeAiApiKey;
  const latency = options.latencyMs ?? {};
  let behaviour: FakeAiBehaviour = { ...options.behaviour };
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const images = new Map<number, Promise<Buffer>>();
  const videoFile = createFakeVideoFile();
  let imageCount = 0;
  let baseUrl = '';

  const wait = (ms: number | undefined): Promise<void> =>
    !ms
      ? Promise.resolve()
      : new Promise((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            resolve();
          }, ms);
          timers.add(timer);
        });
  const failure = (status: number, message: string, key: string): Answer => ({
    status,
    body: {
      error: {
        message: behaviour.echoKeyInErrors ? `${message} (key ${key})` : message,
        type: 'server_error',
      },
    },
  });
  const video = createVideoRoutes({
    behaviour: () => behaviour,
    doneAfterMs: () => latency.videoDoneAfterMs ?? 0,
    videoUrl: (n) => `${baseUrl}/files/video-${n}.mp4`,
  });

  async function answer(method: string, path: string, record: RecordedRequest, key: string): Promise<Answer> {
    const body = (record.body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/v1/chat/completions') {
      const use = classifyChat(body);
      await wait(use === 'image-prompt' ? latency.imagePrompt : latency.chat);
      const mode = use === 'posts' ? (behaviour.posts ?? 'json') : (behaviour.chat ?? 'ok');
      if (mode === 'hang') return 'hang';
      if (mode === 'error') return failure(500, 'The model is overloaded', key);
      const userMessage = readUserMessage(body);
      const text =
        use === 'posts'
          ? buildPostsText(mode as FakePostsBehaviour, userMessage, record.headers['x-fake-pairs'])
          : buildShortChatText(use, userMessage);
      if (body.stream === true) {
        const ending = mode === 'cut-off' || mode === 'malformed-chunk' ? mode : 'done';
        return { stream: { model: body.model, text, ending } };
      }
      return { status: 200, body: buildChatCompletion(body.model, text) };
    }
    if (method === 'POST' && path === '/v1/responses') {
      await wait(latency.webSearch);
      if (behaviour.webSearch === 'error') return failure(500, 'Web search failed', key);
      return { status: 200, body: buildWebSearchAnswer(body.model, behaviour.webSearch === 'output-text') };
    }
    if (method === 'POST' && path === '/v1/audio/transcriptions') {
      await wait(latency.transcription);
      if (behaviour.transcription === 'error') return failure(500, 'Transcription failed', key);
      const files = (record.body as { files?: Array<{ filename: string }> } | undefined)?.files ?? [];
      if (files.length === 0) return failure(400, 'No file', key);
      return {
        status: 200,
        body: buildTranscription(files[0]?.filename ?? '', behaviour.transcription === 'silent'),
      };
    }
    if (method === 'POST' && path === '/v1/images/generations') {
      await wait(latency.image);
      const mode = behaviour.image ?? 'images-url';
      if (mode === 'hang') return 'hang';
      if (mode === 'error') return failure(500, 'Image generation failed', key);
      if (mode === 'no-url') return { status: 200, body: { images: [] } };
      imageCount += 1;
      const n = imageCount;
      const png = renderFakePng(n);
      images.set(n, png);
      const url = `${baseUrl}/files/${n}.png`;
      if (mode === 'b64')
        return { status: 200, body: { created: n, data: [{ b64_json: (await png).toString('base64') }] } };
      if (mode === 'data-url') return { status: 200, body: { created: n, data: [{ url }] } };
      return {
        status: 200,
        body: { images: [{ url, content_type: 'image/png', width: fakeImageSize, height: fakeImageSize }] },
      };
    }
    if (path === '/v2/generate/video/kling/generation') {
      const result = method === 'POST' ? video.create(body) : video.check(record.query.generation_id ?? '');
      return result.status >= 400 ? failure(result.status, String(result.body), key) : result;
    }
    if (method === 'GET' && path === '/v1/models') {
      const data = (behaviour.models ?? fakeModelIds).map((id) => ({
        id,
        object: 'model',
        owned_by: 'fake',
      }));
      return { status: 200, body: { object: 'list', data } };
    }
    if (method === 'POST' && path === '/v1/embeddings') {
      if (behaviour.embeddings === 'error') return failure(500, 'Embeddings failed', key);
      return { status: 200, body: buildEmbeddingsAnswer(body.model, body.input) };
    }
    return { status: 404, body: { error: { message: `No route for ${method} ${path}` } } };
  }

  async function serveFile(path: string, response: ServerResponse): Promise<void> {
    const png = /^\/files\/(\d+)\.png$/u.exec(path);
    const bytes = png
      ? await images.get(Number(png[1]))
      : /^\/files\/video-\d+\.mp4$/u.test(path)
        ? await videoFile.read()
        : undefined;
    if (!bytes) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': png ? 'image/png' : 'video/mp4',
      'content-length': bytes.length,
    });
    response.end(bytes);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake.local');
    const method = request.method ?? 'GET';
    if (method === 'GET' && url.pathname.startsWith('/files/')) return serveFile(url.pathname, response);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers[name] = name === 'authorization' ? '[redacted]' : value;
    }
    const record: RecordedRequest = {
      receivedAt: performance.now(),
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: await readBody(request),
    };
    requests.push(record);
    const received = (request.headers.authorization ?? '').replace(/^Bearer\s+/iu, '');
    const result =
      received === apiKey
        ? await answer(method, url.pathname, record, received)
        : failure(401, 'Incorrect API key provided', received);
    if (result === 'hang' || response.destroyed) return;
    if ('stream' in result) {
      const tokensPerSecond = latency.tokensPerSecond ?? defaultTokensPerSecond;
      await writeChatStream(response, { ...result.stream, tokensPerSecond, wait });
      record.answeredAt = performance.now();
      return;
    }
    record.answeredAt = performance.now();
    response
      .writeHead(result.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(result.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent && !response.destroyed) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: error instanceof Error ? error.message : 'Fake failed' } }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (options.prepareMedia) await videoFile.read();

  return {
    baseUrl,
    apiKey,
    requests,
    setBehaviour(next) {
      behaviour = { ...next };
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await videoFile.dispose();
    },
  };
}
