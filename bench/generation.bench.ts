// Generation: 4 platforms x 3 variations with AI images, against the loopback fake provider (the writer call
// streams: 800 ms to its first token, then 50 tokens per second; image prompt 300 ms, image 1000 ms, video 3 s
// create-to-done) and with the offline providers. Figures: wall time (submit to every image ready), time to
// the first post on the stream and where that falls in the writer call (targets: at most half-way, aim a
// quarter), and the ratio of wall time to the critical path (writer call -> last post's image prompt -> its
// image; target at most 1.1).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import { createContainer } from '../src/server/container';
import { openDatabase } from '../src/server/db/client';
import { startFakeAiProvider } from '../tests/fakes/ai-provider.fake';

const latency = { chat: 800, tokensPerSecond: 50, imagePrompt: 300, image: 1000, videoDoneAfterMs: 3000 };
/** The part of the critical path after the writer call: the last post's image prompt, then its image. */
const afterTextMs = latency.imagePrompt + latency.image;
const headers = { 'content-type': 'application/json', 'x-postforge-csrf': '1' };

interface Scenario {
  wallMs: number;
  firstPostMs: number;
  /** performance.now() of the submit and of the first post on the stream. */
  startedAt: number;
  firstPostAt: number;
  posts: number;
  imagesReady: number;
}

async function readEvents(
  response: Response,
  onEvent: (name: string, data: string) => boolean,
): Promise<void> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (name && data && onEvent(name, data)) {
        await reader.cancel();
        return;
      }
      boundary = buffer.indexOf('\n\n');
    }
  }
}

/** Starts one server (container + app), then measures a first run (cold renderers) and a second, warm one. */
async function runScenario(
  env: Record<string, string>,
  body: object,
): Promise<{ cold: Scenario; warm: Scenario }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'postforge-bench-gen-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase({ dataDir });
  const container = await createContainer(config, { database });
  await container.queue.start(container.jobs, true);
  const app = await buildApp(container, { webRoot: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'benchmark passphrase' }),
    });
    const cookie = registered.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const cold = await measureRun(base, cookie, body);
    const warm = await measureRun(base, cookie, body);
    return { cold, warm };
  } finally {
    await app.close();
    await container.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Submits one run and follows its event stream until every post has its image. */
async function measureRun(base: string, cookie: string, body: object): Promise<Scenario> {
  const startedAt = performance.now();
  const created = await fetch(`${base}/api/generation/runs`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify(body),
  });
  const { runId } = (await created.json()) as { runId: string };
  const stream = await fetch(`${base}/api/generation/runs/${runId}/events`, { headers: { cookie } });
  let firstPostMs = 0;
  let wallMs = 0;
  const ready = new Map<string, boolean>();
  const elapsed = () => performance.now() - startedAt;
  await readEvents(stream, (name, data) => {
    if (name === 'run') {
      const run = JSON.parse(data) as { posts: { id: string; imageStatus: string }[] };
      for (const post of run.posts) ready.set(post.id, post.imageStatus !== 'pending');
      if (run.posts.length > 0 && !firstPostMs) firstPostMs = elapsed();
    }
    if (name === 'post') {
      if (!firstPostMs) firstPostMs = elapsed();
      const post = JSON.parse(data) as { id: string; imageStatus: string };
      ready.set(post.id, post.imageStatus !== 'pending');
      if (ready.size === 12 && [...ready.values()].every(Boolean) && !wallMs) wallMs = elapsed();
    }
    if (name === 'done') {
      if (!wallMs) wallMs = elapsed();
      return true;
    }
    return false;
  });
  return {
    wallMs: Math.round(wallMs),
    firstPostMs: Math.round(firstPostMs),
    startedAt,
    firstPostAt: startedAt + firstPostMs,
    posts: ready.size,
    imagesReady: [...ready.values()].filter(Boolean).length,
  };
}

const request = {
  method: 'prompt',
  prompt: 'Launch of a reusable water bottle made from recycled ocean plastic, for active commuters',
  platforms: ['instagram', 'twitter', 'linkedin', 'facebook'],
  variations: ['viral', 'professional', 'storytelling'],
  creativity: 75,
  aiImages: true,
};

/** Runs the benchmark and returns its figures. */
export async function run(): Promise<Record<string, unknown>> {
  const fake = await startFakeAiProvider({ latencyMs: latency, prepareMedia: true });
  try {
    const env = { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: fake.apiKey };
    const { cold: remoteCold, warm: remote } = await runScenario(env, request);
    const { cold: offlineCold, warm: offline } = await runScenario({}, request);
    // The warm run's writer call, as the fake saw it (same process, same clock).
    const writerCalls = fake.requests.filter(
      (record) => (record.body as { max_tokens?: number } | undefined)?.max_tokens === 8000,
    );
    const writer = writerCalls.at(-1);
    const textCallMs = writer?.answeredAt === undefined ? 0 : writer.answeredAt - writer.receivedAt;
    const criticalPathMs = Math.round(
      (writer?.receivedAt ?? remote.startedAt) - remote.startedAt + textCallMs + afterTextMs,
    );
    const firstPostShare = textCallMs > 0 ? (remote.firstPostAt - (writer?.receivedAt ?? 0)) / textCallMs : 1;
    const { startedAt: _startedAt, firstPostAt: _firstPostAt, ...remoteFigures } = remote;
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      benchmark: 'generation',
      latencyMs: latency,
      fake: {
        ...remoteFigures,
        textCallMs: Math.round(textCallMs),
        criticalPathMs,
        firstPostShareOfTextCall: round(firstPostShare),
        ratioToCriticalPath: round(remote.wallMs / criticalPathMs),
        meetsFirstPostTarget: firstPostShare <= 0.5,
        meetsRatioTarget: remote.wallMs / criticalPathMs <= 1.1,
        firstRunAfterStart: { wallMs: remoteCold.wallMs, firstPostMs: remoteCold.firstPostMs },
      },
      offline: {
        wallMs: offline.wallMs,
        firstPostMs: offline.firstPostMs,
        posts: offline.posts,
        imagesReady: offline.imagesReady,
        meetsTarget: offline.wallMs < 3000,
        firstRunAfterStart: { wallMs: offlineCold.wallMs, firstPostMs: offlineCold.firstPostMs },
      },
    };
  } finally {
    await fake.close();
  }
}
