// Content Studio library (issue #14): a fresh instance whose workspace holds 10,000 assets (seeded with
// generate_series in one statement), then
// - list, filter, sort and search: GET /api/library/assets one request at a time, 30 per case, p50/p95 per case
//   and over all cases (target: p95 at most 50 ms);
// - upload: 20 images of ~5 MB through POST /api/media/uploads (the one validator, re-encoding included), four
//   at a time, next to a plain file copy of the same 20 files in the same run (MB/s for both);
// - export: 200 photo-like images (1920×1080) to WebP through POST /api/library/export, the zip read to its end
//   (time per image).
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { timeStartup } from './support';

const listRounds = 30;
const uploadCount = 20;
const uploadConcurrency = 4;
const exportCount = 200;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 10) / 10;
}

/** An image of noise (it compresses as badly as a photo) of about `bytes` as a PNG. */
async function noiseImage(side: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3);
  let state = seed * 2_654_435_761;
  for (let index = 0; index < raw.length; index += 1) {
    // xorshift: deterministic bytes, so every run uploads the same files.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    raw[index] = state & 0xff;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function seedAssets(databaseUrl: string, workspaceId: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A mix like a busy library: every type and source, three tags, sizes and names that spread the sorts.
    await client.query(
      `insert into assets (id, workspace_id, type, source, title, description, tags, storage_key, content_type,
         size, width, height, created_by, favorite, created_at, modified_at)
       select gen_random_uuid()::text, $1,
         (array['image','image','image','video','audio','document'])[n % 6 + 1],
         (array['uploaded','ai-generated','scraped','reels'])[n % 4 + 1],
         'Asset ' || n || ' ' || (array['launch','summer sale','webinar','team photo','recipe'])[n % 5 + 1],
         'Bench asset number ' || n,
         array['bench', 'tag' || (n % 50), (array['instagram','twitter','linkedin','facebook'])[n % 4 + 1]],
         'bench/missing-' || n, 'image/png', 1000 + (n * 7919) % 5000000, 1080, 1080, $2, n % 17 = 0,
         now() - (n || ' seconds')::interval, now() - (n || ' seconds')::interval
       from generate_series(1, 10000) n`,
      [workspaceId, userId],
    );
    await client.query('analyze assets');
  } finally {
    await client.end();
  }
}

/** Copies `rows` assets pointing at an uploaded file's storage key (the export reads the same file each time). */
async function cloneAsset(databaseUrl: string, assetId: string, rows: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: created } = await client.query<{ id: string }>(
      `insert into assets (id, workspace_id, type, source, title, description, tags, storage_key, content_type,
         size, width, height, thumbnail_key, created_by)
       select gen_random_uuid()::text, a.workspace_id, a.type, a.source, 'Export ' || n || '.png', '', a.tags,
         a.storage_key, a.content_type, a.size, a.width, a.height, a.thumbnail_key, a.created_by
       from assets a, generate_series(1, $2::int) n where a.id = $1
       returning id`,
      [assetId, rows],
    );
    return created.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/** Runs the benchmark; answers its figures. */
export async function run(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'postforge-bench-library-'));
  const filesDir = mkdtempSync(join(tmpdir(), 'postforge-bench-library-files-'));
  const server = await timeStartup({ DATA_DIR: dataDir, OPENAI_API_KEY: '', SMTP_URL: '' });
  try {
    const base = server.baseUrl;
    const register = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-postforge-csrf': '1', origin: base },
      body: JSON.stringify({
        name: 'Bench Owner',
        email: 'owner@bench.example',
        password: 'copper meadow lantern',
      }),
    });
    if (register.status !== 201) throw new Error(`registration failed: ${register.status}`);
    const cookie = register.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const headers = { cookie, 'x-postforge-csrf': '1', origin: base };
    const databaseUrl = readFileSync(join(dataDir, 'database-url'), 'utf8').trim();
    const owner = new pg.Client({ connectionString: databaseUrl });
    await owner.connect();
    const { rows } = await owner.query<{ workspace_id: string; user_id: string }>(
      'select workspace_id, user_id from memberships limit 1',
    );
    await owner.end();
    const member = rows[0];
    if (!member) throw new Error('no account to seed with');
    const seedStartedAt = performance.now();
    await seedAssets(databaseUrl, member.workspace_id, member.user_id);
    const seedMs = Math.round(performance.now() - seedStartedAt);

    // List, filter, sort, search.
    const cases: Record<string, string> = {
      'newest (first page)': '',
      'newest (page 100)': 'page=100',
      oldest: 'sort=oldest',
      'name A-Z': 'sort=name-asc',
      'name Z-A (page 50)': 'sort=name-desc&page=50',
      largest: 'sort=largest',
      smallest: 'sort=smallest',
      'type A-Z': 'sort=type-asc',
      'filter image': 'filter=image',
      'filter ai-generated, name A-Z': 'filter=ai-generated&sort=name-asc',
      'filter document, largest': 'filter=document&sort=largest',
      favourites: 'filter=favorites',
      'search "summer"': 'search=summer',
      'search "tag7", oldest': 'search=tag7&sort=oldest',
    };
    const listing: Record<string, { p50Ms: number; p95Ms: number }> = {};
    const all: number[] = [];
    for (const [name, query] of Object.entries(cases)) {
      const times: number[] = [];
      for (let round = 0; round < listRounds + 3; round += 1) {
        const startedAt = performance.now();
        const answer = await fetch(`${base}/api/library/assets${query ? `?${query}` : ''}`, { headers });
        const body = (await answer.json()) as { total?: number };
        if (answer.status !== 200 || typeof body.total !== 'number')
          throw new Error(`list ${name}: ${answer.status}`);
        // The first three warm the caches; they are not counted.
        if (round >= 3) times.push(performance.now() - startedAt);
      }
      all.push(...times);
      listing[name] = { p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
    }

    // Upload 20 images of ~5 MB, four at a time, next to a plain copy of the same files.
    const files: string[] = [];
    for (let index = 0; index < uploadCount; index += 1) {
      const file = join(filesDir, `upload-${index}.png`);
      writeFileSync(file, await noiseImage(1290, index + 1));
      files.push(file);
    }
    const totalBytes = files.reduce((sum, file) => sum + readFileSync(file).length, 0);
    const copyStartedAt = performance.now();
    for (const file of files) copyFileSync(file, `${file}.copy`);
    const copyMs = performance.now() - copyStartedAt;
    const uploadStartedAt = performance.now();
    const uploaded: string[] = [];
    for (let start = 0; start < files.length; start += uploadConcurrency) {
      await Promise.all(
        files.slice(start, start + uploadConcurrency).map(async (file, offset) => {
          const form = new FormData();
          form.set('purpose', 'library');
          form.set(
            'file',
            new Blob([readFileSync(file)], { type: 'image/png' }),
            `upload-${start + offset}.png`,
          );
          const answer = await fetch(`${base}/api/media/uploads`, { method: 'POST', headers, body: form });
          const body = (await answer.json()) as { asset?: { id: string } };
          if (answer.status !== 201 || !body.asset) throw new Error(`upload: ${answer.status}`);
          uploaded.push(body.asset.id);
        }),
      );
    }
    const uploadMs = performance.now() - uploadStartedAt;
    const megabytes = totalBytes / 1024 / 1024;

    // Export 200 images of 1920×1080 to WebP.
    const photo = new FormData();
    photo.set('purpose', 'library');
    // Noise blurred a little: detail like a photo's (pure noise is the worst case of every codec).
    const exportSource = await sharp(await noiseImage(1080, 99))
      .resize(1920, 1080, { fit: 'fill' })
      .blur(1.5)
      .png()
      .toBuffer();
    photo.set('file', new Blob([exportSource], { type: 'image/png' }), 'export.png');
    const source = await fetch(`${base}/api/media/uploads`, { method: 'POST', headers, body: photo });
    const sourceBody = (await source.json()) as { asset?: { id: string } };
    if (!sourceBody.asset) throw new Error(`export source upload: ${source.status}`);
    const exportIds = await cloneAsset(databaseUrl, sourceBody.asset.id, exportCount);
    const exportStartedAt = performance.now();
    const exported = await fetch(`${base}/api/library/export`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        assetIds: exportIds,
        settings: {
          format: 'webp',
          quality: 'medium',
          resolution: 'original',
          compression: false,
          watermark: 'none',
          watermarkText: '',
          brandPackId: null,
          platform: 'none',
          batchNaming: { prefix: '', suffix: '', includeDate: false, includeIndex: true },
        },
      }),
    });
    const zip = Buffer.from(await exported.arrayBuffer());
    const exportMs = performance.now() - exportStartedAt;
    if (exported.status !== 200 || exported.headers.get('x-export-count') !== String(exportCount))
      throw new Error(`export: ${exported.status} ${zip.toString('utf8', 0, 300)}`);

    return {
      assets: 10_000,
      seedMs,
      listRoundsPerCase: listRounds,
      listing,
      listAllCasesP50Ms: percentile(all, 0.5),
      listAllCasesP95Ms: percentile(all, 0.95),
      listWorstCaseP95Ms: Math.max(...Object.values(listing).map((figures) => figures.p95Ms)),
      upload: {
        files: uploadCount,
        concurrency: uploadConcurrency,
        totalMB: Math.round(megabytes * 10) / 10,
        uploadMs: Math.round(uploadMs),
        uploadMBps: Math.round((megabytes / (uploadMs / 1000)) * 10) / 10,
        plainCopyMs: Math.round(copyMs),
        plainCopyMBps: Math.round((megabytes / (copyMs / 1000)) * 10) / 10,
      },
      export: {
        images: exportCount,
        size: '1920x1080',
        format: 'webp',
        totalMs: Math.round(exportMs),
        msPerImage: Math.round((exportMs / exportCount) * 10) / 10,
        zipMB: Math.round((zip.length / 1024 / 1024) * 10) / 10,
      },
      loggedErrors: Object.fromEntries(server.loggedErrors),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
  }
}
