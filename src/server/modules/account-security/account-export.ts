import { extname } from 'node:path';
import { ZipFile } from 'yazl';
import type { AuthContext } from '../../http/auth-context';
import type { MediaStorage } from '../../integrations/storage/storage';
import type { ServiceLogger } from '../../container';
import type { AccountSecurityStore } from './account-security.store';

/** A built export: the zip as a stream, its exact size and the download name. */
export interface AccountExport {
  stream: NodeJS.ReadableStream;
  size: number;
  fileName: string;
}

const postsCsvColumns = [
  'run_id',
  'post_id',
  'created_at',
  'platform',
  'variation',
  'title',
  'content',
  'hashtags',
  'engagement',
  'media_type',
  'image_prompt',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet would read
 * as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe so opening the file runs
 * nothing.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function toCsv(rows: readonly (readonly string[])[]): string {
  // A byte order mark so spreadsheet programs read UTF-8; CRLF line ends as RFC 4180 says.
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The caller's data as a zip (GDPR access and portability), strictly theirs: their profile and preferences,
 * their workspace memberships, the runs they started and those runs' posts (JSON, and the posts as CSV), and
 * the media files of the workspaces they own. Entries are stored without compression (media is compressed
 * already), so the final size is known before the first byte and the download shows real progress; files are
 * opened one at a time as the zip is read.
 */
export function createAccountExport(deps: {
  store: AccountSecurityStore;
  storage: MediaStorage;
  clock: () => Date;
  log: ServiceLogger;
}) {
  return async function buildExport(context: AuthContext): Promise<AccountExport> {
    const { store } = deps;
    const now = deps.clock();
    const [user, profile, preferences, notificationPreferences, notifications, memberships, runs] =
      await Promise.all([
        store.findUser(context.userId),
        store.findProfile(context.userId),
        store.findPreferences(context.userId),
        store.findNotificationPreferences(context.userId),
        store.listNotifications(context.userId),
        store.listMemberships(context.userId),
        store.listRunsBy(context.userId),
      ]);
    const posts = await store.listPostsOfRuns(runs.map((run) => run.id));
    const ownedIds = memberships.filter((row) => row.role === 'owner').map((row) => row.workspaceId);
    const assets = await store.listAssetsOf(ownedIds);

    const zip = new ZipFile();
    const options = { compress: false, mtime: now };
    zip.addBuffer(
      json({
        format: 'postforge-account-export',
        version: 1,
        exportedAt: now.toISOString(),
        userId: context.userId,
        contents: {
          'profile.json': 'your account and public profile',
          'preferences.json': 'theme, interface language and notification choices',
          'notifications.json': 'your in-app notifications',
          'workspaces.json': 'the workspaces you belong to, with your role',
          'runs.json': 'the generation runs you started',
          'posts.json': 'the posts of those runs',
          'posts.csv': 'the same posts as a spreadsheet',
          'media/index.json': 'the media files of the workspaces you own, listed',
          'media/': 'the files themselves, by workspace',
        },
      }),
      'export.json',
      options,
    );
    zip.addBuffer(
      json(
        user && {
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
          profile: profile ?? null,
        },
      ),
      'profile.json',
      options,
    );
    zip.addBuffer(
      json({
        theme: preferences?.theme ?? 'system',
        locale: preferences?.locale ?? null,
        notifications: notificationPreferences
          ? {
              emailNotifications: notificationPreferences.emailNotifications,
              generationCompleteAlerts: notificationPreferences.generationCompleteAlerts,
              platformConnectionAlerts: notificationPreferences.platformConnectionAlerts,
            }
          : null,
      }),
      'preferences.json',
      options,
    );
    zip.addBuffer(json(notifications), 'notifications.json', options);
    zip.addBuffer(json(memberships), 'workspaces.json', options);
    zip.addBuffer(json(runs.map(({ progress: _progress, ...run }) => run)), 'runs.json', options);
    zip.addBuffer(json(posts), 'posts.json', options);
    zip.addBuffer(
      Buffer.from(
        toCsv([
          [...postsCsvColumns],
          ...posts.map((post) => [
            post.runId,
            post.id,
            post.createdAt.toISOString(),
            post.platform,
            post.variation,
            post.title,
            post.content,
            post.hashtags.join(' '),
            post.engagement,
            post.mediaType,
            post.imagePrompt ?? '',
          ]),
        ]),
      ),
      'posts.csv',
      options,
    );

    const listed: object[] = [];
    for (const asset of assets) {
      const stat = await deps.storage.stat(asset.storageKey);
      const path = stat
        ? `media/${asset.workspaceId}/${asset.id}${extname(asset.storageKey).toLowerCase()}`
        : null;
      listed.push({
        id: asset.id,
        workspaceId: asset.workspaceId,
        file: path,
        type: asset.type,
        source: asset.source,
        title: asset.title,
        description: asset.description,
        tags: asset.tags,
        contentType: asset.contentType,
        size: asset.size,
        width: asset.width,
        height: asset.height,
        durationSeconds: asset.durationSeconds,
        originalUrl: asset.originalUrl,
        createdAt: asset.createdAt,
      });
      if (!stat || !path) continue;
      zip.addReadStreamLazy(path, { ...options, size: stat.size }, (done) => {
        deps.storage.openRead(asset.storageKey).then(
          ({ stream }) => done(null, stream),
          (error: unknown) => done(error, undefined as unknown as NodeJS.ReadableStream),
        );
      });
    }
    zip.addBuffer(json(listed), 'media/index.json', options);

    const size = await new Promise<number>((resolve) => {
      (zip.end as (options: object, callback: (total: number) => void) => void)({}, resolve);
    });
    zip.on('error', (error: unknown) => {
      deps.log.warn({ err: error }, 'account export stopped');
      (zip.outputStream as NodeJS.ReadableStream & { destroy(error?: Error): void }).destroy(
        error instanceof Error ? error : new Error('export failed'),
      );
    });
    const day = now.toISOString().slice(0, 10);
    return { stream: zip.outputStream, size, fileName: `postforge-export-${day}.zip` };
  };
}
