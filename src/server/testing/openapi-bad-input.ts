/**
 * Generated bad requests for the OpenAPI bad-input walk (src/server/http/api-bad-input.test.ts): the document's
 * operations, and per operation a fast-check arbitrary of wrong types, missing and extra fields, edge strings,
 * huge values and lists, malformed bodies, encodings, multipart forms and path parameters.
 */
import fc from 'fast-check';
import { edgeString, objectFor, wrongValue, type JsonSchema } from './openapi-bad-values';

export { typesOf, type JsonSchema } from './openapi-bad-values';

/** One operation of the OpenAPI document, as the walk reads it. */
export interface OpenApiOperation {
  parameters?: Array<{
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation to attack. */
export interface Operation {
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
export interface BadRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  note: string;
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

export function operationsOf(document: OpenApiDocument): Operation[] {
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
export function requestsFor(operation: Operation): fc.Arbitrary<BadRequest> {
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

export function describeRequest(operation: Operation, request: BadRequest, signedIn?: boolean): string {
  const payload = request.payload === undefined ? '' : JSON.stringify(String(request.payload).slice(0, 300));
  const session = signedIn === undefined ? '' : signedIn ? ', signed in' : ', signed out';
  return `${operation.method} ${request.url.slice(0, 200)} [${request.note}${session}] ${payload}`;
}
