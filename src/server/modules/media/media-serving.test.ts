import { describe, expect, it } from 'vitest';
import { buildMediaHeaders, parseRangeHeader } from './media-serving';

describe('buildMediaHeaders', () => {
  it('serves a validated image inline with every safety header', () => {
    expect(buildMediaHeaders('image/png', 'sunset.png', 'inline')).toEqual({
      'Content-Type': 'image/png',
      'Content-Disposition': `inline; filename="sunset.png"; filename*=UTF-8''sunset.png`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Accept-Ranges': 'bytes',
    });
  });

  it('encodes non-ASCII names per RFC 5987 with an ASCII fallback', () => {
    const headers = buildMediaHeaders('video/mp4', 'Café "rêve" (1)*.mp4', 'attachment');
    expect(headers['Content-Disposition']).toBe(
      `attachment; filename="Caf_ _r_ve_ (1)*.mp4"; filename*=UTF-8''Caf%C3%A9%20%22r%C3%AAve%22%20%281%29%2A.mp4`,
    );
    expect(buildMediaHeaders('image/jpeg', '写真.jpg', 'inline')['Content-Disposition']).toBe(
      `inline; filename="__.jpg"; filename*=UTF-8''%E5%86%99%E7%9C%9F.jpg`,
    );
  });

  it('drops paths, control characters and header-breaking characters from the name', () => {
    const disposition =
      buildMediaHeaders('image/png', '../../etc/pa\r\nss\\wd;x=1%41.png', 'inline')['Content-Disposition'] ??
      '';
    expect(disposition).toBe(`inline; filename="wd_x=1_41.png"; filename*=UTF-8''wd%3Bx%3D1%2541.png`);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(buildMediaHeaders('image/png', ' .. ', 'inline')['Content-Disposition']).toBe(
      `inline; filename="file.png"; filename*=UTF-8''file.png`,
    );
  });

  it('drops bidirectional overrides and serves the name with the real type’s extension', () => {
    const spoofed = buildMediaHeaders('image/png', 'invoice\u202Egpj.exe', 'attachment');
    expect(spoofed['Content-Disposition']).toBe(
      `attachment; filename="invoicegpj.png"; filename*=UTF-8''invoicegpj.png`,
    );
    expect(buildMediaHeaders('image/png', 'photo.jpg.exe', 'inline')['Content-Disposition']).toBe(
      `inline; filename="photo.jpg.png"; filename*=UTF-8''photo.jpg.png`,
    );
    expect(buildMediaHeaders('image/png', 'page.html', 'inline')['Content-Disposition']).toMatch(
      /filename="page\.png"/,
    );
    expect(buildMediaHeaders('image/webp', 'party.gif', 'inline')['Content-Disposition']).toMatch(
      /filename="party\.webp"/,
    );
    expect(buildMediaHeaders('image/jpeg', 'clip.mp4', 'inline')['Content-Disposition']).toMatch(
      /filename="clip\.jpg"/,
    );
    expect(buildMediaHeaders('text/html', 'x.html', 'inline')['Content-Disposition']).toMatch(
      /filename="x\.bin"/,
    );
  });

  it('never serves HTML, SVG or unknown types as themselves, and never inline', () => {
    for (const type of ['text/html', 'image/svg+xml', 'text/javascript', 'application/xhtml+xml', '']) {
      const headers = buildMediaHeaders(type, 'x.html', 'inline');
      expect(headers['Content-Type'], type).toBe('application/octet-stream');
      expect(headers['Content-Disposition']).toMatch(/^attachment; /);
    }
    const zip = buildMediaHeaders('application/zip', 'export.zip', 'inline');
    expect(zip['Content-Type']).toBe('application/zip');
    expect(zip['Content-Disposition']).toMatch(/^attachment; /);
  });

  it('normalises the media type and drops parameters', () => {
    expect(buildMediaHeaders('Video/WebM; codecs="vp8"', 'a.webm', 'inline')['Content-Type']).toBe(
      'video/webm',
    );
  });
});

describe('parseRangeHeader', () => {
  it('answers in full without a usable single byte range', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=abc', 'bytes=-', 'bytes=0-1,5-6', 'bytes=9-3']) {
      expect(parseRangeHeader(header, 1_000), String(header)).toEqual({ kind: 'full' });
    }
  });

  it('parses start-end, open-ended and suffix ranges with inclusive ends', () => {
    expect(parseRangeHeader('bytes=0-99', 1_000)).toEqual({
      kind: 'partial',
      start: 0,
      end: 99,
      contentRange: 'bytes 0-99/1000',
      contentLength: 100,
    });
    expect(parseRangeHeader('bytes=500-', 1_000)).toMatchObject({ start: 500, end: 999, contentLength: 500 });
    expect(parseRangeHeader('bytes=-200', 1_000)).toMatchObject({
      start: 800,
      end: 999,
      contentRange: 'bytes 800-999/1000',
    });
    expect(parseRangeHeader('Bytes = 10 - 10', 1_000)).toMatchObject({
      start: 10,
      end: 10,
      contentLength: 1,
    });
  });

  it('clamps ends past the file and suffixes longer than it', () => {
    expect(parseRangeHeader('bytes=900-5000', 1_000)).toMatchObject({
      start: 900,
      end: 999,
      contentRange: 'bytes 900-999/1000',
    });
    expect(parseRangeHeader('bytes=-5000', 1_000)).toMatchObject({
      start: 0,
      end: 999,
      contentLength: 1_000,
    });
  });

  it('is unsatisfiable past the end, for an empty suffix and for an empty file', () => {
    const unsatisfiable = { kind: 'unsatisfiable', contentRange: 'bytes */1000' };
    expect(parseRangeHeader('bytes=1000-', 1_000)).toEqual(unsatisfiable);
    expect(parseRangeHeader('bytes=2000-3000', 1_000)).toEqual(unsatisfiable);
    expect(parseRangeHeader('bytes=-0', 1_000)).toEqual(unsatisfiable);
    expect(parseRangeHeader('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable', contentRange: 'bytes */0' });
    expect(parseRangeHeader('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable', contentRange: 'bytes */0' });
  });
});
