import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { cleanFileName } from '../../../shared/domain/file-names';

/** Names for the files of a zip: cleaned, no folders, made unique ('a.png', 'a (2).png'). */
export function uniqueZipNames(titles: string[]): string[] {
  const used = new Set<string>();
  return titles.map((title) => {
    const clean = cleanFileName(title.replace(/[\\/]/g, '_'), 'file');
    const dot = clean.lastIndexOf('.');
    const base = dot > 0 ? clean.slice(0, dot) : clean;
    const extension = dot > 0 ? clean.slice(dot) : '';
    let name = clean;
    for (let index = 2; used.has(name.toLowerCase()); index += 1) name = `${base} (${index})${extension}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/**
 * A zip of the entries, streamed: each file is stored as is (media is already compressed) while it is read,
 * so no file is held in memory whole. `open` is called for one entry at a time, in order.
 */
export function streamZip(entries: { name: string; open: () => Promise<NodeJS.ReadableStream> }[]): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  void (async () => {
    try {
      for (const entry of entries) {
        const file = new ZipPassThrough(entry.name);
        zip.add(file);
        for await (const chunk of await entry.open()) {
          file.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        }
        file.push(new Uint8Array(0), true);
      }
      zip.end();
    } catch (error) {
      zip.terminate();
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}
