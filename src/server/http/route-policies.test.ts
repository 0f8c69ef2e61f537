import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '../../shared/contracts/contract';
import {
  readInstance,
  registerInvitedUser,
  registerOwner,
  setWorkspaceRole,
  type TestAccount,
} from '../testing/accounts.factory';
import { renderPng, uploadAsset, uploadMedia } from '../testing/generation.factory';
import { createTestApp, type TestApp } from '../testing/test-app';
import { listRouteDecisions } from './contract-binding';

const contractsDirectory = fileURLToPath(new URL('../../shared/contracts/', import.meta.url));

function isContract(value: unknown): value is Contract {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Contract, unknown>>;
  return (
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.response === 'object' &&
    candidate.response !== null
  );
}

/** Every contract exported by a module of src/shared/contracts, named `<file>.<export>`. */
async function loadContracts(): Promise<Map<string, Contract>> {
  const found = new Map<string, Contract>();
  const files = readdirSync(contractsDirectory).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const exports = (await import(pathToFileURL(join(contractsDirectory, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(exports)) {
      if (isContract(value)) found.set(`${file.replace(/\.ts$/, '')}.${name}`, value);
    }
  }
  return found;
}

const photo = async () => ({ data: await renderPng(), filename: 'photo.png', contentType: 'image/png' });
const runInput = {
  method: 'prompt' as const,
  prompt: 'Spring opening hours of our bakery',
  platforms: ['facebook' as const],
  variations: ['normal' as const],
  aiImages: false,
};

describe('route policies', () => {
  let t: TestApp;
  let contracts: Map<string, Contract>;
  let owner: TestAccount;
  let editor: TestAccount;
  let viewer: TestAccount;

  beforeAll(async () => {
    contracts = await loadContracts();
    t = await createTestApp();
    owner = await registerOwner(t);
    editor = await registerInvitedUser(t, owner.jar, { email: 'editor@example.com' });
    viewer = await registerInvitedUser(t, owner.jar, { email: 'viewer@example.com' });
    await setWorkspaceRole(t, editor, 'editor');
    await setWorkspaceRole(t, viewer, 'viewer');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('finds the contracts of every contract module', () => {
    const modules = new Set([...contracts.keys()].map((name) => name.split('.')[0]));
    expect([...modules].sort()).toEqual([
      'account-security',
      'accounts',
      'ai-providers',
      'brand-pack-files',
      'brand-packs',
      'dashboard',
      'feed',
      'generation',
      'instance',
      'library',
      'library-edit',
      'library-export',
      'live',
      'media',
      'notifications',
      'platforms',
      'post-media',
      'posts',
      'posts-history',
      'projects',
      'public-forms',
      'reels',
      'review',
      'scraping',
      'settings',
      'system',
    ]);
  });

  it('binds every contract, each with a policy action of its audience', () => {
    const decisions = new Map(
      listRouteDecisions(t.app).map((decision) => [`${decision.method} ${decision.path}`, decision]),
    );
    const problems: string[] = [];
    for (const [name, contract] of contracts) {
      const route = `${contract.method} ${contract.path}`;
      const decision = decisions.get(route);
      if (!t.app.hasRoute({ method: contract.method, url: contract.path }))
        problems.push(`${name} (${route}) is not bound`);
      else if (!decision) problems.push(`${name} (${route}) is bound without a policy action`);
      else if (!/^[a-z]+\.[a-zA-Z]+$/.test(decision.action))
        problems.push(`${name} (${route}) has an unnamed action '${decision.action}'`);
      else if (decision.audience !== (contract.auth ?? 'session'))
        problems.push(`${name} (${route}) is guarded by ${decision.action}, a ${decision.audience} action`);
    }
    expect(problems).toEqual([]);
    const routes = new Set([...contracts.values()].map((contract) => `${contract.method} ${contract.path}`));
    expect(routes.size, 'two contracts share a method and path').toBe(contracts.size);
    expect([...decisions.keys()].filter((route) => !routes.has(route))).toEqual([]);
  });

  it('refuses an upload to a viewer with the same message, and stores nothing', async () => {
    const response = await uploadMedia(t, viewer.jar, await photo());
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'forbidden',
      message: 'Viewers cannot upload to this workspace.',
    });
    const stats = await t.request({ method: 'GET', url: '/api/dashboard/stats', cookies: viewer.jar });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().mediaAssets).toBe(0);
  });

  it('refuses a new run to a viewer with the same message, and stores nothing', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/generation/runs',
      cookies: viewer.jar,
      payload: runInput,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'forbidden',
      message: 'Viewers cannot generate content in this workspace.',
    });
    const list = await t.request({ method: 'GET', url: '/api/generation/runs', cookies: viewer.jar });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ runs: [] });
  });

  it('checks a run request against its contract before the role', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/generation/runs',
      cookies: viewer.jar,
      payload: { ...runInput, platforms: [] },
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets an editor upload', async () => {
    const asset = await uploadAsset(t, editor.jar, await photo());
    const served = await t.request({ method: 'GET', url: asset.url, cookies: editor.jar });
    expect(served.statusCode).toBe(200);
  });

  it('refuses the instance settings to members who do not own the instance', async () => {
    for (const account of [editor, viewer]) {
      const response = await t.request({ method: 'GET', url: '/api/admin/instance', cookies: account.jar });
      expect(response.statusCode, account.email).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'forbidden',
        message: 'Only the owner of this Postforge instance can do this.',
      });
    }
  });

  it('keeps the instance settings for the instance owner whatever their workspace role', async () => {
    await setWorkspaceRole(t, owner, 'viewer');
    try {
      expect((await readInstance(t, owner.jar)).isRegistrationOpen).toBe(false);
      expect((await uploadMedia(t, owner.jar, await photo())).statusCode).toBe(403);
    } finally {
      await setWorkspaceRole(t, owner, 'owner');
    }
  });

  it('answers 401 to signed-out callers of session routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/dashboard/stats'],
      ['GET', '/api/generation/runs'],
      ['GET', `/media/${crypto.randomUUID()}`],
    ] as const) {
      const response = await t.request({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'unauthenticated',
        message: 'Please log in to continue.',
      });
    }
  });
});
