import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '../../shared/contracts/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

function isContract(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

// Every contract module (a new one is covered without editing this list); the helpers are not contracts.
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../shared/contracts/*.ts', '!../../shared/contracts/*.test.ts'],
  {
    eager: true,
  },
);
const contracts = Object.values(contractModules).flatMap((module) =>
  Object.values(module).filter(isContract),
);

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>>;
}

describe('http: system endpoints and the OpenAPI document', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness', async () => {
    const response = await t.request({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness when the database and the queue answer', async () => {
    const response = await t.request({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', queue: 'ok' });
  });

  it('answers 503 to readiness when the database does not answer', async () => {
    const { database } = t.container;
    const ping = database.ping.bind(database);
    database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await t.request({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({
        code: 'unavailable',
        message: 'Not ready: the database or the job queue does not answer.',
      });
      expect(response.body).not.toContain('connection refused');
    } finally {
      database.ping = ping;
    }
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('documents every contract at /api/openapi.json with its summary and success status', async () => {
    expect(contracts.length).toBeGreaterThanOrEqual(24);
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Postforge API');
    for (const contract of contracts) {
      const path = contract.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[contract.method.toLowerCase()];
      expect(operation, `${contract.method} ${contract.path}`).toBeDefined();
      expect(operation?.summary).toBe(contract.summary);
      // A redirect (an OAuth callback) succeeds with its 303; every other kind with the contract's status.
      const success = contract.responseKind === 'redirect' ? 303 : (contract.status ?? 200);
      expect(Object.keys(operation?.responses ?? {})).toContain(String(success));
    }
    expect(Object.keys(document.paths)).not.toContain('/api/openapi.json');
    // …and nothing but the contracts: every documented operation is one of them.
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const bound = contracts.map(
      (contract) => `${contract.method} ${contract.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(documented.sort()).toEqual([...new Set(bound)].sort());
  });
});
