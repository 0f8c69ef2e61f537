import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/contracts/errors';
import { createLogger } from '../logging/logger';
import { registerOwner, type TestAccount } from '../testing/accounts.factory';
import { createTestApp, type TestApp } from '../testing/test-app';
import { answerFor } from './errors.plugin';

/** Expects our error shape with the answer's request id, and answers the parsed error. */
function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  expect(body.error.code).toBe(code);
  expect(body.error.requestId).toBe(response.headers['x-request-id']);
  return body.error;
}

/** A pg DatabaseError as node-postgres raises it (the fields the plugin reads). */
function postgresError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR', routine: 'test' });
}

describe('http: the error plugin answers every error in our shape', () => {
  let t: TestApp;
  let owner: TestAccount;
  const logLines: string[] = [];

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp(
      {},
      { logger: await createLogger({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json' }, { destination }) },
    );
    owner = await registerOwner(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('answers bad percent-encoding with 400, a request id, and without echoing the path', async () => {
    for (const url of ['/api/generation/runs/%E0%A4%A', '/api/%zz', '/media/%ED%A0%80']) {
      const response = await t.request({ method: 'GET', url, cookies: owner.jar });
      const error = expectError(response, 400, 'bad_request');
      expect(error.message).toBe('The address of this request is not valid.');
      expect(response.body).not.toContain('%');
      expect(response.body).not.toContain('FST_');
    }
  });

  it('answers an over-long path parameter with 400 rather than a bare 414', async () => {
    const response = await t.request({ method: 'GET', url: `/media/${'a'.repeat(300)}`, cookies: owner.jar });
    expectError(response, 400, 'bad_request');
    expect(response.body).not.toContain('aaaa');
  });

  it('refuses malformed ids, NUL and lone surrogates at the contract edge with a 400 naming the field', async () => {
    const cases: Array<[string, Parameters<TestApp['request']>[0], string]> = [
      ['runId', { method: 'GET', url: '/api/generation/runs/%00' }, 'The runId is not a valid id.'],
      ['assetId', { method: 'GET', url: '/media/not-an-id/thumbnail' }, 'The assetId is not a valid id.'],
      [
        'prompt',
        { method: 'POST', url: '/api/generation/enhance', payload: { prompt: 'a\u0000b' } },
        'The prompt must not contain the NUL character (U+0000).',
      ],
      [
        'name',
        {
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Bob\ud800', email: 'bob@example.com', password: 'a long enough passphrase' },
        },
        'The name must not contain a broken character (a lone UTF-16 surrogate).',
      ],
      [
        'token',
        {
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: 'abc\u0000defgh', password: 'x' },
        },
        'This reset link is invalid or has expired. Request a new one.',
      ],
      [
        'uploadedAssetIds.0',
        {
          method: 'POST',
          url: '/api/generation/runs',
          payload: {
            method: 'upload',
            prompt: 'p',
            platforms: ['facebook'],
            variations: ['normal'],
            uploadedAssetIds: ["1' OR '1'='1"],
          },
        },
        'The uploadedAssetIds.0 is not a valid id.',
      ],
    ];
    for (const [field, request, message] of cases) {
      const response = await t.request({ ...request, cookies: owner.jar });
      const error = expectError(response, 400, 'validation_failed');
      expect(error.message, field).toBe(message);
      expect(error.fields?.[field], field).toBe(message);
    }
  });

  it('cleans NUL and lone surrogates out of a pasted transcript instead of refusing it', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/generation/transcribe',
      cookies: owner.jar,
      payload: { assetId: crypto.randomUUID(), browserTranscript: 'said\u0000 this \ud83d' },
    });
    // The transcript passed the edge: the unknown clip is what is refused.
    expectError(response, 404, 'not_found');
  });

  it('answers malformed JSON, a wrong content type and an oversized body in our shape', async () => {
    const json = { 'content-type': 'application/json' };
    expectError(
      await t.request({ method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email":' }),
      400,
      'bad_request',
    );
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
      415,
      'unsupported_media_type',
    );
    const large = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(expectError(large, 413, 'payload_too_large').message).toBe('The request is too large.');
  });

  it('answers malformed multipart forms with 400: no boundary, a wrong one, truncated', async () => {
    const part =
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    for (const [contentType, payload] of [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=xyz', `${part}hello\r\n--abc--\r\n`],
      ['multipart/form-data; boundary=abc', `${part}hello`],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/api/media/uploads',
        cookies: owner.jar,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(expectError(response, 400, 'bad_request').message).toBe(
        'The upload could not be read: the form data is malformed.',
      );
    }
  });

  it('checks the upload form fields by the contract and cleans the file name', async () => {
    const form = new FormData();
    form.append('purpose', 'sideways');
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png');
    const response = await t.request({
      method: 'POST',
      url: '/api/media/uploads',
      cookies: owner.jar,
      payload: form,
    });
    expect(expectError(response, 400, 'validation_failed').fields).toHaveProperty('purpose');
  });

  it('answers an unsatisfiable range of a stored file with 416 in our shape', async () => {
    const { renderPng, uploadAsset } = await import('../testing/generation.factory');
    const asset = await uploadAsset(t, owner.jar, {
      data: await renderPng(),
      filename: 'r.png',
      contentType: 'image/png',
    });
    const response = await t.request({
      method: 'GET',
      url: asset.url,
      cookies: owner.jar,
      headers: { range: `bytes=${asset.size + 10}-${asset.size + 20}` },
    });
    expectError(response, 416, 'range_not_satisfiable');
    expect(response.headers['content-range']).toBe(`bytes */${asset.size}`);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('maps PostgreSQL data exceptions to 400 and logs the failed query without its parameters', async () => {
    const secret = 'my secret prompt about owner@example.com';
    const { generation } = t.container;
    const listRuns = generation.listRuns.bind(generation);
    generation.listRuns = async () => {
      await t.container.database.db.execute(sql`select ${secret}::uuid as id`);
      return { runs: [] };
    };
    logLines.length = 0;
    try {
      const response = await t.request({ method: 'GET', url: '/api/generation/runs', cookies: owner.jar });
      const error = expectError(response, 400, 'bad_request');
      expect(error.message).toBe('The request contains a value that cannot be stored.');
      expect(response.body).not.toContain('secret');
    } finally {
      generation.listRuns = listRuns;
    }
    const logged = logLines.join('\n');
    expect(logged).toContain('22P02');
    expect(logged).toContain('select $1::uuid as id');
    expect(logged).not.toContain('secret');
    expect(logged).not.toContain('owner@example.com');
  });

  it('keeps query parameters out of every logger of the app, whatever logs the error', async () => {
    const lines: string[] = [];
    const logger = await createLogger(
      { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      {
        destination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString('utf8'));
            done();
          },
        }),
      },
    );
    const failure = await t.container.database.db
      .execute(
        sql`insert into waitlist_entries (id, email) values (${crypto.randomUUID()}, ${'reset-token-abc\u0000'})`,
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    logger.error({ err: new Error('run crashed', { cause: failure }) }, 'generation run failed');
    const logged = lines.join('');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('reset-token-abc');
  });

  it('maps errors from the database and libraries to statuses of our error codes', () => {
    expect(
      answerFor(postgresError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')),
    ).toMatchObject({
      code: 'bad_request',
    });
    expect(answerFor(postgresError('22001', 'value too long for type character varying(10)'))).toMatchObject({
      code: 'bad_request',
    });
    expect(answerFor(postgresError('23505', 'duplicate key value violates unique constraint'))).toMatchObject(
      {
        code: 'conflict',
      },
    );
    expect(answerFor(postgresError('57014', 'canceling statement due to statement timeout'))).toMatchObject({
      code: 'unavailable',
    });
    expect(answerFor(postgresError('XX000', 'internal error'))).toMatchObject({ code: 'internal' });
    // better-auth answers some sign-ups with 422, which our shape has no code for
    const unprocessable = Object.assign(new Error('User already exists: bob@example.com'), {
      statusCode: 422,
    });
    expect(answerFor(unprocessable)).toEqual({
      code: 'bad_request',
      message: 'The request could not be processed.',
    });
    expect(answerFor(new Error('boom'))).toMatchObject({ code: 'internal' });
  });

  it('answers a request the HTTP parser cannot read in our shape, with a request id', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = errorBodySchema.parse(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)));
    expect(body.error.code).toBe('bad_request');
    expect(raw).toContain(`x-request-id: ${body.error.requestId ?? 'missing'}`);
  });
});
