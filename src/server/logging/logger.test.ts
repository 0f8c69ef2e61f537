import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, resolveLogFormat } from './logger';

/** A destination that keeps what the logger wrote. */
function captureLines() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('log format', () => {
  it('is pretty on a terminal and JSON elsewhere unless LOG_FORMAT says otherwise', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });

  it('writes one JSON object per line for log collectors', async () => {
    const output = captureLines();
    const logger = await createLogger(
      { LOG_LEVEL: 'info', LOG_FORMAT: 'auto' },
      { isTerminal: false, destination: output.stream },
    );
    logger.info({ port: 3000 }, 'Postforge is ready');
    const line = JSON.parse(output.text().trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'Postforge is ready', port: 3000 });
  });

  it('writes one readable line per entry, without pid and hostname, cookies redacted', async () => {
    const output = captureLines();
    const logger = await createLogger(
      { LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' },
      { isTerminal: false, destination: output.stream },
    );
    logger.info({ req: { headers: { cookie: 'postforge.session_token=secret' } } }, 'Postforge is ready');
    const text = output.text();
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Postforge is ready \{.*\}\n$/);
    expect(text).toContain('[Redacted]');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('"pid"');
  });
});
