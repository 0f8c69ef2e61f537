/**
 * Property-based: every operation of the OpenAPI document, signed out and signed in, gets generated bad
 * input (wrong types, missing and extra fields, edge strings, huge values and lists, malformed bodies,
 * encodings, multipart forms and path parameters). Whatever it is, the answer is never a 5xx, every error
 * is our JSON shape with the request id of the answer, its status is one the error codes map to, and
 * /healthz still answers after each operation. A fixed seed and a bounded number of runs keep it fast and repeatable.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, errorStatus } from '../../shared/contracts/errors';
import { registerOwner, type TestAccount } from '../testing/accounts.factory';
import { cookiesFrom, createTestApp, type TestApp } from '../testing/test-app';

import {
  describeRequest,
  operationsOf,
  requestsFor,
  typesOf,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from '../testing/openapi-bad-input';
const seed = 20_260_107;
const runsPerOperation = 24;

const allowedErrorStatuses = new Set<number>(Object.values(errorStatus));
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

  /**
   * An accepted event stream stays open: it must start as an event stream (nothing more to read, so no
   * answer is returned); a refusal is read whole.
   */
  async function sendToStream(
    options: Parameters<TestApp['request']>[0],
    context: string,
  ): Promise<LightMyRequestResponse | undefined> {
    const streamed = await t.request({ ...options, payloadAsStream: true });
    streamed.stream().destroy();
    if (streamed.statusCode >= 400) return t.request(options);
    expect(streamed.statusCode, context).toBe(200);
    expect(String(streamed.headers['content-type']), context).toMatch(/^text\/event-stream/);
    return undefined;
  }

  /** Signs the owner in again (after a generated logout ended the session) and keeps the new cookie. */
  async function signInAgain(): Promise<void> {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    owner = { ...owner, jar: cookiesFrom(login) };
  }

  /** Whether the owner's cookie still names a live session. */
  async function isSignedIn(): Promise<boolean> {
    const session = await t.request({ method: 'GET', url: '/api/session', cookies: owner.jar });
    return Boolean(session.json<{ user: unknown }>().user);
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
            const context = describeRequest(operation, request, signedIn);
            const send = (cookies: string) => {
              const options = {
                method: operation.method as 'GET',
                url: request.url,
                headers: request.headers,
                ...(request.payload !== undefined ? { payload: request.payload } : {}),
                ...(cookies ? { cookies } : {}),
              };
              return operation.isEventStream ? sendToStream(options, context) : t.request(options);
            };
            let response = await send(signedIn ? owner.jar : '');
            // A 401 while signed in means an earlier generated request (a logout) ended the session: the
            // same request is sent again under a fresh one, so every run is checked signed in.
            if (signedIn && response?.statusCode === 401 && !(await isSignedIn())) {
              await signInAgain();
              response = await send(owner.jar);
            }
            if (response) expectOurErrorShape(response, context);
          }),
          { seed, numRuns: runsPerOperation, endOnFailure: true },
        );
        const health = await t.request({ method: 'GET', url: '/healthz' });
        expect(health.statusCode, `healthz after ${operation.method} ${operation.path}`).toBe(200);
      }
    }, 240_000);
  }
});
