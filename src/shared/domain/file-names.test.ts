import { describe, expect, it } from 'vitest';
import { cleanFileName, cleanUploadText, fileNameMaxLength, withExtension } from './file-names';

describe('cleanFileName', () => {
  it('removes bidirectional overrides, isolates and marks, so a name shows what it is', () => {
    expect(cleanFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(cleanFileName(`a${control}b.png`)).toBe('ab.png');
    }
    expect(cleanFileName('a\u200E\u200F\u061Cb.png')).toBe('ab.png');
  });

  it('removes C0 and C1 controls, DEL and NUL, and turns lone surrogates into U+FFFD', () => {
    expect(cleanFileName('a\u0000b\u0007c\u001Bd\u007Fe\u0085f\u009Fg.png')).toBe('abcdefg.png');
    expect(cleanFileName('line\r\nbreak.png')).toBe('linebreak.png');
    expect(cleanFileName('half\uD83D.png')).toBe('half\uFFFD.png');
    expect(cleanFileName('\uDE00x.png')).toBe('\uFFFDx.png');
  });

  it('keeps letters of any script, emoji and spaces; drops folders and surrounding dots', () => {
    expect(cleanFileName('Été à Zürich 東京 😀.jpg')).toBe('Été à Zürich 東京 😀.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(cleanFileName('  .hidden.png. ')).toBe('hidden.png');
  });

  it('cuts long names without splitting an emoji, and falls back when nothing is left', () => {
    const long = cleanFileName('😀'.repeat(200));
    expect([...long]).toHaveLength(fileNameMaxLength);
    expect(long).toBe('😀'.repeat(fileNameMaxLength));
    expect(cleanFileName('\u202E\u0000 . ')).toBe('file');
    expect(cleanFileName('', 'upload')).toBe('upload');
  });
});

describe('withExtension', () => {
  it('replaces a wrong last extension with the real type’s', () => {
    expect(withExtension('photo.jpg.exe', 'png')).toBe('photo.jpg.png');
    expect(withExtension('page.html', 'png')).toBe('page.png');
    expect(withExtension('clip.mp4', 'jpg')).toBe('clip.jpg');
  });

  it('keeps a right one in any case, jpeg for jpg included, and adds one when there is none', () => {
    expect(withExtension('Photo.PNG', 'png')).toBe('Photo.PNG');
    expect(withExtension('photo.jpeg', 'jpg')).toBe('photo.jpeg');
    expect(withExtension('notes', 'png')).toBe('notes.png');
    expect(withExtension('.png', 'webp')).toBe('.png.webp');
    expect(withExtension('Dr. Who', 'mp4')).toBe('Dr. Who.mp4');
  });
});

describe('cleanUploadText', () => {
  it('keeps lines and tabs, drops NUL and other controls, repairs lone surrogates', () => {
    expect(cleanUploadText('Line 1\n\tLine 2\r\n')).toBe('Line 1\n\tLine 2\r\n');
    expect(cleanUploadText('a\u0000b\u0007c\u009Fd')).toBe('abcd');
    expect(cleanUploadText('bad \uD800 half 😀')).toBe('bad \uFFFD half 😀');
  });
});
