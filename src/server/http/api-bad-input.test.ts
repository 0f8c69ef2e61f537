/**
 * Property-based: every operation of the OpenAPI document, signed out and signed in, gets generated bad
 * input (wrong types, missing and extra fields, edge strings, huge values and lists, malformed bodies,
 * encodings, multipart forms and path parameters). Whatever it is, the answer is never a 5xx, every error
 * is our JSON shape with the request id of the answer, its status is one the error codes map to, and
 * /healthz still answers afterwards. A fixed seed and a bounded number of runs keep it fast and repeatable.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, errorStatus } from '../../shared/contracts/errors';
import { registerOwner, type TestAccount } from '../testing/accounts.factory';
import { cookiesFrom, createTestApp, type TestApp } from '../testing/test-app';

const seed = 20_260_107;
const runsPerOperation = 24;

/** The part of JSON Schema the contracts produce. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

interface OpenApiOperation {
  parameters?: Array<{
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation to attack. */
interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  pathSchemas: Record<string, JsonSchema>;
  query?: Record<string, JsonSchema>;
  jsonBody?: JsonSchema;
  formBody?: JsonSchema;
  /** True for a Server-Sent Events route: an accepted request opens a stream that does not end by itself. */
  isEventStream?: boolean;
}

/** A generated request: everything but the session. */
interface BadRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  note: string;
}

const allowedErrorStatuses = new Set<number>(Object.values(errorStatus));

// ---------------------------------------------------------------------------------------------- values

const edgeStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u202egnp.exe',
  '\u200b\u200d',
  '😀👍🏽',
  'e\u0301',
  'ﷺ',
  '%00',
  '%E0%A4%A',
  '%zz',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '\\u0000',
  'null',
  '\r\n\r\n',
  '{"a":1}',
  'x'.repeat(5_000),
  'y'.repeat(300_000),
];

const edgeString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...edgeStrings), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

const hugeList = Array.from({ length: 20_000 }, (_, index) => `item-${index}`);

/** Values of the wrong kind for any field. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeString,
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.constant(hugeList),
  fc.array(edgeString, { maxLength: 3 }),
  fc.dictionary(edgeString, edgeString, { maxKeys: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value for `schema`: often plausible (right type, sometimes over its bounds), often wrong. */
function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausibleValue(schema, depth), weight: 3 },
    { arbitrary: wrongValue, weight: 2 },
  );
}

function plausibleValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return wrongValue;
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((item) => valueFor(item, depth + 1)));
  const [type] = typesOf(schema).filter((entry) => entry !== 'null');
  switch (type) {
    case 'string':
      return schema.format === 'uuid'
        ? fc.oneof(fc.uuid(), edgeString)
        : fc.oneof(edgeString, fc.constant('z'.repeat((schema.maxLength ?? 100) + 1)));
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 }),
        fc.constantFrom((schema.maximum ?? 0) + 1, (schema.minimum ?? 0) - 1, 0.5, -0),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.oneof(
        fc.array(schema.items ? valueFor(schema.items, depth + 1) : wrongValue, { maxLength: 4 }),
        fc.constant(Array.from({ length: (schema.maxItems ?? 50) + 1 }, () => 'facebook')),
        fc.constant(hugeList),
      );
    case 'object':
      return objectFor(schema, depth);
    default:
      return wrongValue;
  }
}

/** An object for `schema`: each property present or missing, sometimes wrong, plus extra fields. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = fc.tuple(
    ...properties.map(([name, property]) =>
      fc.option(valueFor(property, depth + 1), { nil: undefined }).map((value) => [name, value] as const),
    ),
  );
  const extras = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'extra', 'isAdmin', 'workspaceId'),
    wrongValue,
    {
      maxKeys: 2,
    },
  );
  return fc.tuple(fields, extras).map(([entries, extra]) => {
    const value: Record<string, unknown> = {};
    for (const [name, field] of entries) if (field !== undefined) value[name] = field;
    for (const [name, field] of Object.entries(extra))
      Object.defineProperty(value, name, { value: field, enumerable: true });
    return value;
  });
}

// ------------------------------------------------------------------------------------------ encodings

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as a browser would send it). */
function percentEncode(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Raw path segments: valid and malformed percent-encoding, encoded lone surrogates, over-long, traversal. */
const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '%00',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%ED%A0%80',
    '%FF%FE',
    '..',
    '%2e%2e%2f',
    'a'.repeat(101),
    'b'.repeat(5_000),
    '%F0%9F%98%80',
    '%E2%80%AE',
    '00000000-0000-0000-0000-000000000000',
    'null',
    '-1',
  ),
  edgeString.map(percentEncode),
);

const jsonBody = (value: unknown): Pick<BadRequest, 'headers' | 'payload'> => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(value),
});

/** Bodies that are broken before any schema sees them. */
const malformedBodies: Array<Pick<BadRequest, 'headers' | 'payload' | 'note'>> = [
  { note: 'truncated JSON', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
  { note: 'empty JSON', headers: { 'content-type': 'application/json' }, payload: '' },
  { note: 'JSON null', headers: { 'content-type': 'application/json' }, payload: 'null' },
  { note: 'JSON list', headers: { 'content-type': 'application/json' }, payload: '[1,2]' },
  { note: 'JSON string', headers: { 'content-type': 'application/json' }, payload: '"text"' },
  {
    note: 'proto pollution',
    headers: { 'content-type': 'application/json' },
    payload: '{"__proto__":{"isAdmin":true}}',
  },
  {
    note: 'constructor pollution',
    headers: { 'content-type': 'application/json' },
    payload: '{"constructor":{"prototype":{"isAdmin":true}}}',
  },
  {
    note: 'invalid UTF-8',
    headers: { 'content-type': 'application/json' },
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  },
  { note: 'UTF-16 charset', headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
  {
    note: 'deep nesting',
    headers: { 'content-type': 'application/json' },
    payload: `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  },
  {
    note: 'too large',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
  },
  { note: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
  { note: 'xml', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
  {
    note: 'form-urlencoded',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1&a=2',
  },
  { note: 'no content type', headers: {}, payload: 'raw bytes' },
  { note: 'bad content type', headers: { 'content-type': ';;;' }, payload: '{}' },
  {
    note: 'gzip that is not',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: '{}',
  },
  {
    note: 'unknown encoding',
    headers: { 'content-type': 'application/json', 'content-encoding': 'zstd-x' },
    payload: '{}',
  },
  { note: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
];

/** A multipart form, well-formed or broken in one of several ways. */
const multipartBody: fc.Arbitrary<Pick<BadRequest, 'headers' | 'payload' | 'note'>> = fc
  .record({
    filename: edgeString,
    description: fc.option(edgeString, { nil: undefined }),
    purpose: fc.option(fc.constantFrom('media', 'video', 'x\u0000', ''), { nil: undefined }),
    bytes: fc.uint8Array({ maxLength: 64 }),
    fileType: fc.constantFrom('image/png', 'video/mp4', 'text/html', 'application/octet-stream', ''),
    damage: fc.constantFrom(
      'none',
      'no-boundary',
      'wrong-boundary',
      'truncated',
      'two-files',
      'no-file',
      'proto-field',
      'many-fields',
      'bad-part-header',
      'raw-surrogate-name',
    ),
  })
  .map(({ filename, description, purpose, bytes, fileType, damage }) => {
    const boundary = 'pfBoundary7MA4YWxk';
    const parts: Buffer[] = [];
    const field = (name: string, value: string) =>
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    const file = (name: string) => {
      const header =
        damage === 'bad-part-header'
          ? `--${boundary}\r\nContent-Disposition: form-data; name=\r\nContent-Type\r\n\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            `Content-Type: ${fileType}\r\n\r\n`;
      parts.push(
        damage === 'raw-surrogate-name'
          ? Buffer.concat([
              Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a`),
              Buffer.from([0xed, 0xa0, 0x80, 0x00]),
              Buffer.from(`.png"\r\nContent-Type: image/png\r\n\r\n`),
            ])
          : Buffer.from(header),
        Buffer.from(bytes),
        Buffer.from('\r\n'),
      );
    };
    if (purpose !== undefined) field('purpose', purpose);
    if (description !== undefined) field('description', description);
    if (damage === 'proto-field') field('__proto__', 'x');
    if (damage === 'many-fields') for (let index = 0; index < 12; index += 1) field(`f${index}`, 'v');
    if (damage !== 'no-file') file(filename);
    if (damage === 'two-files') file('second.png');
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    let payload = Buffer.concat(parts);
    if (damage === 'truncated') payload = payload.subarray(0, Math.max(10, Math.floor(payload.length / 2)));
    const contentType =
      damage === 'no-boundary'
        ? 'multipart/form-data'
        : damage === 'wrong-boundary'
          ? 'multipart/form-data; boundary=somethingElse'
          : `multipart/form-data; boundary=${boundary}`;
    return { note: `multipart (${damage})`, headers: { 'content-type': contentType }, payload };
  });

// --------------------------------------------------------------------------------------- operations

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const query = parameters.filter((parameter) => parameter.in === 'query');
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name),
        pathSchemas: Object.fromEntries(
          parameters
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => [parameter.name, parameter.schema]),
        ),
        ...(query.length > 0
          ? { query: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])) }
          : {}),
        ...(content['application/json'] ? { jsonBody: content['application/json'].schema } : {}),
        ...(content['multipart/form-data'] ? { formBody: content['multipart/form-data'].schema } : {}),
        ...(operation.responses?.['200']?.content?.['text/event-stream'] ? { isEventStream: true } : {}),
      });
    }
  }
  return operations;
}

/** Generated bad requests for one operation. */
function requestsFor(operation: Operation): fc.Arbitrary<BadRequest> {
  const path = fc.tuple(...operation.pathParams.map(() => pathSegment)).map((segments) => {
    let index = 0;
    return operation.path.replace(/\{\w+\}/g, () => segments[index++] ?? '');
  });
  const queryString: fc.Arbitrary<string> = operation.query
    ? fc
        .tuple(
          objectFor({ type: 'object', properties: operation.query }, 1),
          fc.constantFrom('', '&invite=a&invite=b', '&%zz=%zz', '&x=%00', `&long=${'q'.repeat(10_000)}`),
        )
        .map(([values, extra]) => {
          const pairs = Object.entries(values).map(
            ([name, value]) =>
              `${percentEncode(name)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`,
          );
          const text = pairs.join('&') + extra;
          return text ? `?${text}` : '';
        })
    : fc.constantFrom('', '?unexpected=%00', '?%zz');
  const bodies: Array<fc.Arbitrary<Pick<BadRequest, 'headers' | 'payload' | 'note'>>> = [
    fc.constantFrom(...malformedBodies),
    multipartBody,
  ];
  if (operation.jsonBody) {
    bodies.push(
      objectFor(operation.jsonBody, 0).map((value) => ({ note: 'generated JSON', ...jsonBody(value) })),
      objectFor(operation.jsonBody, 0).map((value) => ({ note: 'generated JSON', ...jsonBody(value) })),
      wrongValue.map((value) => ({ note: 'JSON of the wrong type', ...jsonBody(value) })),
    );
  }
  if (operation.formBody) bodies.push(multipartBody, multipartBody);
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const body = hasBody
    ? fc.oneof(...bodies)
    : fc.constant<Pick<BadRequest, 'headers' | 'payload' | 'note'>>({ note: 'no body', headers: {} });
  return fc.tuple(path, queryString, body).map(([url, query, { note, headers, payload }]) => {
    const request: BadRequest = {
      url: `${url}${query}`,
      note,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    };
    // Counterexamples print short: a generated body may be hundreds of kilobytes.
    return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(operation, request) });
  });
}

function describeRequest(operation: Operation, request: BadRequest, signedIn?: boolean): string {
  const payload = request.payload === undefined ? '' : JSON.stringify(String(request.payload).slice(0, 300));
  const session = signedIn === undefined ? '' : signedIn ? ', signed in' : ', signed out';
  return `${operation.method} ${request.url.slice(0, 200)} [${request.note}${session}] ${payload}`;
}

function expectOurErrorShape(response: LightMyRequestResponse, context: string): void {
  expect(
    response.statusCode,
    `${context}\n→ ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  expect(response.statusCode, context).not.toBe(0);
  if (response.statusCode < 400) return;
  expect(allowedErrorStatuses.has(response.statusCode), `${context}\n→ status ${response.statusCode}`).toBe(
    true,
  );
  const requestId = response.headers['x-request-id'];
  expect(typeof requestId, `${context}\n→ no x-request-id`).toBe('string');
  if (response.headers['content-length'] === '0' || response.body === '') {
    // HEAD answers carry no body; every other error must.
    expect(context).toMatch(/^HEAD /);
    return;
  }
  const parsed = errorBodySchema.safeParse(JSON.parse(response.body));
  expect(parsed.success, `${context}\n→ ${response.body.slice(0, 300)}`).toBe(true);
  expect(parsed.data?.error.requestId, context).toBe(requestId);
}

describe('http: generated bad input to every operation of the OpenAPI document', () => {
  let t: TestApp;
  let owner: TestAccount;
  let operations: Operation[];

  beforeAll(async () => {
    // Limits high enough that re-logging in after a generated logout is never refused.
    t = await createTestApp({
      RATE_LIMIT_LOGIN_PER_ADDRESS: '10000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '10000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000',
    });
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    operations = operationsOf(document);
    owner = await registerOwner(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  /** A session cookie for the owner: a fresh one when the last operation ended it (logout). */
  async function ownerCookies(): Promise<string> {
    const session = await t.request({ method: 'GET', url: '/api/session', cookies: owner.jar });
    if (session.json<{ user: unknown }>().user) return owner.jar;
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    owner = { ...owner, jar: cookiesFrom(login) };
    return owner.jar;
  }

  it('walks every operation, including the media files, the upload form and the event stream', () => {
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/media/uploads',
        'GET /media/{assetId}',
        'GET /media/{assetId}/thumbnail',
        'GET /api/generation/runs/{runId}/events',
        'POST /api/generation/runs',
        'POST /api/auth/register',
      ]),
    );
    expect(operations.find((operation) => operation.path === '/api/media/uploads')?.formBody).toBeDefined();
  });

  it('bounds every string and list a request can carry, and checks every id parameter as a UUID', () => {
    const unbounded: string[] = [];
    let checked = 0;
    const visit = (schema: JsonSchema | undefined, where: string): void => {
      if (!schema) return;
      const types = typesOf(schema);
      if (types.includes('string') || types.includes('array')) checked += 1;
      const isFixed = schema.enum !== undefined || schema.const !== undefined;
      const isShaped = schema.format === 'uuid' || schema.format === 'binary';
      if (types.includes('string') && !isFixed && !isShaped && schema.maxLength === undefined)
        unbounded.push(where);
      if (types.includes('array') && schema.maxItems === undefined) unbounded.push(where);
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        visit(property, `${where}.${name}`);
      visit(schema.items, `${where}[]`);
      for (const [index, alternative] of (schema.anyOf ?? schema.oneOf ?? []).entries()) {
        visit(alternative, `${where}|${index}`);
      }
    };
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      visit(operation.jsonBody, `${name} body`);
      visit(operation.formBody, `${name} form`);
      for (const [parameter, schema] of Object.entries(operation.query ?? {}))
        visit(schema, `${name} ?${parameter}`);
      for (const [parameter, schema] of Object.entries(operation.pathSchemas)) {
        if (/Id$/.test(parameter)) expect(schema.format, `${name} :${parameter}`).toBe('uuid');
        visit(schema, `${name} :${parameter}`);
      }
    }
    expect(unbounded).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });

  for (const signedIn of [false, true]) {
    it(`never answers 5xx or outside the error shape (${signedIn ? 'signed in as the owner' : 'signed out'})`, async () => {
      for (const operation of operations) {
        await fc.assert(
          fc.asyncProperty(requestsFor(operation), async (request) => {
            const cookies = signedIn ? await ownerCookies() : '';
            const context = describeRequest(operation, request, signedIn);
            const options = {
              method: operation.method as 'GET',
              url: request.url,
              headers: request.headers,
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
              ...(cookies ? { cookies } : {}),
            };
            if (operation.isEventStream) {
              // An accepted stream stays open: it must start as an event stream; a refusal is read whole.
              const streamed = await t.request({ ...options, payloadAsStream: true });
              const body = streamed.stream();
              if (streamed.statusCode < 400) {
                body.destroy();
                expect(streamed.statusCode, context).toBe(200);
                expect(String(streamed.headers['content-type']), context).toMatch(/^text\/event-stream/);
              } else {
                body.destroy();
                expectOurErrorShape(await t.request(options), context);
              }
            } else {
              expectOurErrorShape(await t.request(options), context);
            }
            const health = await t.request({ method: 'GET', url: '/healthz' });
            expect(health.statusCode, `healthz after ${context}`).toBe(200);
          }),
          { seed, numRuns: runsPerOperation, endOnFailure: true },
        );
      }
    }, 240_000);
  }
});
