import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandPack } from '../../../shared/contracts/brand-packs';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderPng, uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { brandPackNotFoundMessage } from './brand-packs.service';

const palette = {
  primary: '#0E7490',
  secondary: '#155E75',
  accent: '#F59E0B',
  background: '#082F49',
  text: '#F8FAFC',
};

describe('brand pack export (GET /api/brand-packs/:id/export)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let logo: Buffer;
  let logoId: string;

  const create = async (payload: object) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/brand-packs',
      cookies: owner.jar,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ brandPack: BrandPack }>().brandPack;
  };
  const exportOf = (jar: string, packId: string) =>
    t.request({ method: 'GET', url: `/api/brand-packs/${packId}/export`, cookies: jar });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
    logo = await renderPng(90, 30, { r: 0, g: 200, b: 80 });
    logoId = (
      await uploadAsset(t, owner.jar, { data: logo, filename: 'harbour-logo.png', contentType: 'image/png' })
    ).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it("zips the pack's fields as JSON and its logo file", async () => {
    const pack = await create({
      name: 'Harbour Café',
      description: 'Sea blue and sand.',
      colors: palette,
      fonts: { primary: 'Inter', secondary: 'Lora' },
      logoAssetId: logoId,
      guidelines: 'Calm and friendly.',
      platforms: ['instagram', 'linkedin'],
    });
    const response = await exportOf(owner.jar, pack.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="brand-pack.zip"; filename*=UTF-8''Harbour%20Caf%C3%A9.zip`,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['brand-pack.json', 'logo.png']);
    expect(Buffer.from(files['logo.png'] ?? []).equals(logo)).toBe(true);
    const fields = JSON.parse(Buffer.from(files['brand-pack.json'] ?? []).toString('utf8')) as unknown;
    expect(fields).toEqual({
      format: 'postforge-brand-pack',
      version: 2,
      name: 'Harbour Café',
      description: 'Sea blue and sand.',
      colors: palette,
      fonts: { primary: 'Inter', secondary: 'Lora' },
      fontFiles: { primary: null, secondary: null },
      guidelines: 'Calm and friendly.',
      platforms: ['instagram', 'linkedin'],
      logo: { file: 'logo.png', title: 'harbour-logo.png', contentType: 'image/png' },
      backgrounds: [],
      overlays: [],
      isActive: false,
      createdAt: pack.createdAt,
      modifiedAt: pack.modifiedAt,
    });
  }, 60_000);

  it('zips the fonts, backgrounds and overlays in their folders and lists them in the JSON', async () => {
    const pack = await create({ name: 'Files', logoAssetId: logoId });
    const font = await readFile('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(font)], { type: 'font/ttf' }), 'Serif Body.ttf');
    const uploaded = await t.request({
      method: 'POST',
      url: `/api/brand-packs/${pack.id}/fonts/secondary`,
      cookies: owner.jar,
      payload: form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    for (const kind of ['background', 'overlay']) {
      const added = await t.request({
        method: 'POST',
        url: `/api/brand-packs/${pack.id}/files`,
        cookies: owner.jar,
        payload: { kind, assetId: logoId },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const files = unzipSync(new Uint8Array((await exportOf(owner.jar, pack.id)).rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'backgrounds/harbour-logo.png',
      'brand-pack.json',
      'fonts/secondary-Serif Body.ttf',
      'logo.png',
      'overlays/harbour-logo.png',
    ]);
    expect(Buffer.from(files['fonts/secondary-Serif Body.ttf'] ?? []).equals(font)).toBe(true);
    expect(Buffer.from(files['overlays/harbour-logo.png'] ?? []).equals(logo)).toBe(true);
    const fields = JSON.parse(Buffer.from(files['brand-pack.json'] ?? []).toString('utf8')) as object;
    expect(fields).toMatchObject({
      fonts: { primary: '', secondary: 'Serif Body' },
      fontFiles: {
        primary: null,
        secondary: {
          file: 'fonts/secondary-Serif Body.ttf',
          fileName: 'Serif Body.ttf',
          contentType: 'font/ttf',
        },
      },
      backgrounds: [
        { file: 'backgrounds/harbour-logo.png', title: 'harbour-logo.png', contentType: 'image/png' },
      ],
      overlays: [{ file: 'overlays/harbour-logo.png', title: 'harbour-logo.png', contentType: 'image/png' }],
    });
  }, 60_000);

  it('zips only the JSON of a pack without a logo, and is a 404 for another workspace', async () => {
    const pack = await create({ name: 'Plain' });
    const files = unzipSync(new Uint8Array((await exportOf(owner.jar, pack.id)).rawPayload));
    expect(Object.keys(files)).toEqual(['brand-pack.json']);
    expect(JSON.parse(Buffer.from(files['brand-pack.json'] ?? []).toString('utf8'))).toMatchObject({
      name: 'Plain',
      logo: null,
    });

    const refused = await exportOf(other.jar, pack.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(brandPackNotFoundMessage);
    expect((await t.request({ method: 'GET', url: `/api/brand-packs/${pack.id}/export` })).statusCode).toBe(
      401,
    );
  }, 60_000);
});
