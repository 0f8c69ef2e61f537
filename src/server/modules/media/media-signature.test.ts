import { describe, expect, it } from 'vitest';
import { detectMediaSignature } from './media-signature';

/** An ISO-BMFF `ftyp` box with a major brand and compatible brands, followed by padding. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const body = Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(32)]);
}

/** Bytes from a hex string. */
function hex(text: string): Buffer {
  return Buffer.from(text.replace(/\s/g, ''), 'hex');
}

describe('detectMediaSignature', () => {
  it('recognises the allowed image formats', () => {
    expect(detectMediaSignature(hex('ffd8ffe000104a464946'))?.format).toBe('jpeg');
    expect(detectMediaSignature(hex('89504e470d0a1a0a0000000d49484452'))?.format).toBe('png');
    expect(detectMediaSignature(Buffer.from('GIF87a....', 'latin1'))?.format).toBe('gif');
    expect(detectMediaSignature(Buffer.from('GIF89a....', 'latin1'))?.format).toBe('gif');
    expect(detectMediaSignature(Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'))).toEqual({
      format: 'webp',
      kinds: ['image'],
    });
    expect(detectMediaSignature(ftyp('avif', 'mif1', 'miaf'))?.format).toBe('avif');
    expect(detectMediaSignature(ftyp('mif1', 'avif', 'miaf'))?.format).toBe('avif');
  });

  it('tells MP4, QuickTime and M4A apart by their brands', () => {
    expect(detectMediaSignature(ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'))).toEqual({
      format: 'mp4',
      kinds: ['video', 'audio'],
    });
    expect(detectMediaSignature(ftyp('mp42', 'mp42', 'isom'))?.format).toBe('mp4');
    expect(detectMediaSignature(ftyp('qt  ', 'qt  '))?.format).toBe('quicktime');
    expect(detectMediaSignature(ftyp('M4A ', 'M4A ', 'mp42', 'isom'))).toEqual({
      format: 'm4a',
      kinds: ['audio'],
    });
  });

  it('tells WebM from other Matroska files by the EBML DocType', () => {
    const webm = hex('1a45dfa39f4286810142f7810142f2810442f381084282847765626d428781');
    const matroska = hex(
      '1a45dfa3a34286810142f7810142f2810442f38108428288' + Buffer.from('matroska').toString('hex'),
    );
    expect(detectMediaSignature(webm)).toEqual({ format: 'webm', kinds: ['video', 'audio'] });
    expect(detectMediaSignature(matroska)?.format).toBe('matroska');
  });

  it('recognises the allowed audio formats', () => {
    expect(detectMediaSignature(Buffer.from('ID3\x04\0\0\0\0\0\x23', 'latin1'))?.format).toBe('mp3');
    expect(detectMediaSignature(hex('fffb9064'))).toEqual({ format: 'mp3', kinds: ['audio'] });
    expect(detectMediaSignature(hex('fff39064'))?.format).toBe('mp3');
    expect(detectMediaSignature(Buffer.from('RIFF\x10\0\0\0WAVEfmt ', 'latin1'))?.format).toBe('wav');
    expect(detectMediaSignature(Buffer.from('OggS\0\x02', 'latin1'))).toEqual({
      format: 'ogg',
      kinds: ['audio'],
    });
  });

  it('refuses everything else, including look-alikes', () => {
    const refused = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('<?xml version="1.0"?><svg/>'),
      Buffer.from('<!DOCTYPE html><html></html>'),
      Buffer.from('RIFF\x10\0\0\0AVI LIST', 'latin1'),
      Buffer.from('#EXTM3U\n#EXT-X-VERSION:3\n'),
      Buffer.from('ffconcat version 1.0\n'),
      ftyp('heic', 'mif1', 'heic'),
      hex('fff15080'), // AAC in ADTS, not MP3
      hex('ffd8'), // truncated JPEG signature
      Buffer.alloc(0),
    ];
    for (const bytes of refused)
      expect(detectMediaSignature(bytes), bytes.toString('latin1')).toBeUndefined();
  });

  it('recognises the document containers (their content is checked by document-check.ts)', () => {
    expect(detectMediaSignature(Buffer.from('%PDF-1.7'))).toEqual({ format: 'pdf', kinds: ['document'] });
    expect(detectMediaSignature(Buffer.from('PK\x03\x04', 'latin1'))).toEqual({
      format: 'zip',
      kinds: ['document'],
    });
    expect(detectMediaSignature(hex('d0cf11e0a1b11ae1'))).toEqual({ format: 'ole2', kinds: ['document'] });
    expect(detectMediaSignature(Buffer.from('%PDF'))).toBeUndefined();
  });
});
