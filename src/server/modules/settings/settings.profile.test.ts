import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, ProfileInput } from '../../../shared/contracts/settings';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { renderPng } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const handles = { instagram: '', twitter: '', linkedin: '', facebook: '', tiktok: '', youtube: '' };

function profileOf(overrides: Partial<ProfileInput> = {}): ProfileInput {
  return {
    displayName: 'Ada Owner',
    username: 'ada',
    bio: 'Makes posts.',
    interests: 'coffee, bikes',
    website: 'https://ada.example',
    socialHandles: { ...handles, instagram: '@ada' },
    city: 'Berlin',
    ...overrides,
  };
}

describe('settings: profile', () => {
  let t: TestApp;
  let owner: TestAccount;
  let member: TestAccount;

  const save = (jar: string, body: unknown, locale = 'en') =>
    t.request({
      method: 'PUT',
      url: '/api/settings/profile',
      cookies: jar,
      payload: body as object,
      headers: { 'accept-language': locale },
    });
  const uploadAvatar = (jar: string, data: Buffer, filename: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
    return t.request({ method: 'POST', url: '/api/settings/profile/avatar', cookies: jar, payload: form });
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t, { name: 'Ada' });
    member = await registerInvitedUser(t, owner.jar, { email: 'bo@example.com', name: 'Bo' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('starts from the account: its name, its e-mail, no username', async () => {
    const response = await t.request({ method: 'GET', url: '/api/settings/profile', cookies: owner.jar });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ profile: Profile }>().profile).toMatchObject({
      displayName: 'Ada',
      username: '',
      email: 'owner@example.com',
      avatarUrl: null,
      updatedAt: null,
    });
  });

  it('requires a username, with the spec message in the caller language', async () => {
    const response = await save(owner.jar, profileOf({ username: '   ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.username).toBe(
      'Username is required. Please enter a username before saving.',
    );
    const german = await save(owner.jar, profileOf({ username: '' }), 'de');
    expect(german.json().error.fields.username).toBe(
      'Benutzername ist erforderlich. Bitte gib vor dem Speichern einen Benutzernamen ein.',
    );
  });

  it('limits the bio to 500 characters and the website to http(s) URLs', async () => {
    expect((await save(owner.jar, profileOf({ bio: 'x'.repeat(501) }))).statusCode).toBe(400);
    for (const website of ['ada.example', 'javascript:alert(1)', 'ftp://ada.example', 'https://']) {
      const response = await save(owner.jar, profileOf({ website }));
      expect(response.statusCode, website).toBe(400);
      expect(response.json().error.fields.website).toBe(
        'Please enter a valid URL (must start with http:// or https://)',
      );
    }
    expect((await save(owner.jar, profileOf({ bio: 'y'.repeat(500), website: '' }))).statusCode).toBe(200);
  });

  it('saves the profile and reads it back; e-mail stays read-only', async () => {
    const response = await save(owner.jar, { ...profileOf(), email: 'other@example.com' });
    expect(response.statusCode, response.body).toBe(200);
    const read = await t.request({ method: 'GET', url: '/api/settings/profile', cookies: owner.jar });
    expect(read.json<{ profile: Profile }>().profile).toMatchObject({
      ...profileOf(),
      email: 'owner@example.com',
    });
    expect(read.json<{ profile: Profile }>().profile.updatedAt).not.toBeNull();
  });

  it('keeps usernames unique on the instance regardless of case', async () => {
    const taken = await save(member.jar, profileOf({ username: 'ADA' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: 'This username is already taken. Please choose another one.',
      fields: { username: 'This username is already taken. Please choose another one.' },
    });
    expect((await save(member.jar, profileOf({ username: 'bo.b' }))).statusCode).toBe(200);
    // The owner may keep (and re-case) their own.
    expect((await save(owner.jar, profileOf({ username: 'Ada' }))).statusCode).toBe(200);
    expect((await save(member.jar, profileOf({ username: 'bo b' }))).statusCode).toBe(400);
  });

  it('refuses a race past the check through the unique index', async () => {
    await expect(
      t.container.settingsStore.saveProfile(member.session.user!.id, {
        ...profileOf({ username: 'aDa' }),
      }),
    ).rejects.toThrow();
  });

  it('stores an uploaded image as a square workspace asset and shows it as the author', async () => {
    const response = await uploadAvatar(owner.jar, await renderPng(300, 200), 'me.png', 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const { avatarUrl } = response.json<{ profile: Profile }>().profile;
    expect(avatarUrl).toMatch(/^\/media\//);
    const served = await t.request({ method: 'GET', url: avatarUrl!, cookies: owner.jar });
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 200, 200]);

    const author = await t.container.settingsStore.getAuthorProfile(owner.session.user!.id);
    expect(author).toMatchObject({
      displayName: 'Ada Owner',
      username: 'Ada',
      avatar: { assetId: avatarUrl!.slice('/media/'.length), workspaceId: owner.session.workspace!.id },
    });
  });

  it("refuses a non-image and an image over 5MB with the spec's messages", async () => {
    const text = await uploadAvatar(owner.jar, Buffer.from('not an image at all'), 'notes.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe('Please select an image file');
    const big = await uploadAvatar(owner.jar, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Image size should be less than 5MB');
  });

  it('answers only a signed-in caller', async () => {
    expect((await t.request({ method: 'GET', url: '/api/settings/profile' })).statusCode).toBe(401);
  });
});
