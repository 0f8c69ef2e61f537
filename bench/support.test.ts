import { describe, expect, it } from 'vitest';
import { classifyStatus } from './bad-requests';
import { median, medianOf, readLoggedError } from './support';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([1500, 900, 30000, 1100, 1000])).toBe(1100);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is 0 for no values', () => {
    expect(median([])).toBe(0);
  });
});

describe('medianOf', () => {
  it('gives the median per key and keeps every run', () => {
    const result = medianOf([
      { readyMs: 1200, rssMb: 140 },
      { readyMs: 900, rssMb: 150 },
      { readyMs: 1000, rssMb: 145 },
    ]);
    expect(result.medians).toEqual({ readyMs: 1000, rssMb: 145 });
    expect(result.runs.readyMs).toEqual([1200, 900, 1000]);
  });
});

describe('readLoggedError', () => {
  it('reads the message and error of an error line', () => {
    const line = JSON.stringify({
      level: 50,
      msg: 'unhandled error',
      err: { type: 'Error', message: 'boom\n  x' },
    });
    expect(readLoggedError(line)).toBe('unhandled error: Error: boom x');
  });

  it('masks uuids and keeps the end of a long message, where a failed query says its cause', () => {
    const message = `Failed query: select ${'"column", '.repeat(30)}\nparams: 0b7e2c1a-1d2e-4f3a-9b8c-7d6e5f4a3b2c,\u0000: invalid byte sequence`;
    const summary = readLoggedError(JSON.stringify({ level: 50, msg: 'unhandled error', err: { message } }));
    expect(summary).toMatch(/^unhandled error: Error: Failed query: select/);
    expect(summary).toMatch(/params: <uuid>,\\u0000: invalid byte sequence$/);
  });

  it('ignores warnings and lines that are not JSON', () => {
    expect(readLoggedError(JSON.stringify({ level: 40, msg: 'not ready' }))).toBeUndefined();
    expect(readLoggedError('Building the web app…')).toBeUndefined();
  });
});

describe('classifyStatus', () => {
  it('groups status codes by class and a missing answer as error', () => {
    expect(classifyStatus(201)).toBe('2xx');
    expect(classifyStatus(429)).toBe('4xx');
    expect(classifyStatus(503)).toBe('5xx');
    expect(classifyStatus(undefined)).toBe('error');
  });
});
