/**
 * The export zip: per post a folder with its text (content, then hashtags) and its media files, and a CSV
 * manifest at the root. Streamed with fflate: media files stored as they are (already compressed), texts
 * deflated; the stored files are read one after another, waiting while the client is slower.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { MediaStorage } from '../../integrations/storage/storage';
import type { AssetRow } from '../media/media.store';
import type { PostRow } from '../generation/generation.store';

/** One post of an export and its current media. */
export interface ExportEntry {
  post: PostRow;
  image?: AssetRow | undefined;
  video?: AssetRow | undefined;
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** The folder of a post in the zip: its 1-based position, platform and variation (`01-instagram-viral`). */
export function folderOf(post: PostRow): string {
  return `${String(post.position + 1).padStart(2, '0')}-${post.platform}-${post.variation}`.replace(
    /[^a-z0-9-]/gi,
    '_',
  );
}

/** The text file of a post: its content, a blank line, its hashtags on one line. */
export function postText(post: PostRow): string {
  const hashtags = post.hashtags.join(' ');
  return hashtags ? `${post.content}\n\n${hashtags}\n` : `${post.content}\n`;
}

/** The file name of a media asset in its post's folder. */
function mediaName(kind: 'image' | 'video', asset: AssetRow): string {
  return `${kind}.${extensions[asset.contentType] ?? 'bin'}`;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell a spreadsheet would run
 * as a formula (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The manifest: one row per post with its files. */
export function manifestCsv(entries: ExportEntry[]): string {
  const header = [
    'position',
    'platform',
    'variation',
    'title',
    'text_file',
    'image_file',
    'video_file',
    'hashtags',
  ];
  const rows = entries.map(({ post, image, video }) => {
    const folder = folderOf(post);
    return [
      post.position + 1,
      post.platform,
      post.variation,
      post.title,
      `${folder}/post.txt`,
      image ? `${folder}/${mediaName('image', image)}` : '',
      video ? `${folder}/${mediaName('video', video)}` : '',
      post.hashtags.join(' '),
    ];
  });
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The zip of `entries` as a stream; it errors when a stored file cannot be read. */
export function streamExportZip(entries: ExportEntry[], storage: MediaStorage): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  const addText = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(new TextEncoder().encode(text), true);
  };
  const addStored = async (name: string, key: string) => {
    const file = new ZipPassThrough(name);
    zip.add(file);
    const { stream } = await storage.openRead(key);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      file.push(chunk);
      if (output.writableNeedDrain) await once(output, 'drain');
      if (output.destroyed) return;
    }
    file.push(new Uint8Array(0), true);
  };
  void (async () => {
    try {
      addText('manifest.csv', manifestCsv(entries));
      for (const { post, image, video } of entries) {
        const folder = folderOf(post);
        addText(`${folder}/post.txt`, postText(post));
        if (image) await addStored(`${folder}/${mediaName('image', image)}`, image.storageKey);
        if (video) await addStored(`${folder}/${mediaName('video', video)}`, video.storageKey);
        if (output.destroyed) return;
      }
      zip.end();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}
