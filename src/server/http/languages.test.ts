import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, type TestAccount } from '../testing/accounts.factory';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Error answers in the caller's language: the web app sends its interface language as Accept-Language. */
describe('error answers in the language of Accept-Language', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const readInstance = (language?: string) =>
    t.request({
      method: 'GET',
      url: '/api/admin/instance',
      headers: language === undefined ? {} : { 'accept-language': language },
    });

  it('asks a German caller to log in in German', async () => {
    const response = await readInstance('de-DE,de;q=0.9,en;q=0.8');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'unauthenticated',
      message: 'Bitte melde dich an, um fortzufahren.',
    });
  });

  it('keeps English word for word without the header, for English and for unsupported languages', async () => {
    for (const language of [undefined, 'en-GB', 'ja, zh-CN;q=0.9', '*']) {
      const response = await readInstance(language);
      expect(response.json().error.message, String(language)).toBe('Please log in to continue.');
    }
  });

  it('answers validation errors, field by field, in German', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'de' },
      payload: { email: '  ', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Die E-Mail-Adresse fehlt',
      fields: { email: 'Die E-Mail-Adresse fehlt', password: 'Das Passwort fehlt' },
    });
  });

  it('words the contract edge’s and Zod’s own messages in the caller’s language', async () => {
    const nul = await t.request({
      method: 'POST',
      url: '/api/generation/enhance',
      cookies: owner.jar,
      headers: { 'accept-language': 'fr' },
      payload: { prompt: 'a\u0000b' },
    });
    expect(nul.json().error.message).toBe(
      'Le champ «\u00a0prompt\u00a0» ne doit pas contenir le caractère NUL (U+0000).',
    );
    const english = await t.request({
      method: 'POST',
      url: '/api/generation/enhance',
      cookies: owner.jar,
      payload: { prompt: 'a\u0000b' },
    });
    expect(english.json().error.message).toBe('The prompt must not contain the NUL character (U+0000).');

    const missing = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'es' },
      payload: { email: 'owner@example.com' },
    });
    expect(missing.json().error.fields).toEqual({ password: 'Falta el valor: se esperaba string' });
    const tooLong = await t.request({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'accept-language': 'de' },
      payload: { email: `${'a'.repeat(250)}@example.com` },
    });
    expect(tooLong.json().error.fields).toEqual({ email: 'Zu lang: höchstens 254 Zeichen erlaubt' });
  });

  it('answers a service’s refusal and the error plugin’s own answers in Spanish', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'es-419' },
      payload: { email: owner.email, password: 'not the password at all' },
    });
    expect(wrong.json().error.message).toBe('Correo electrónico o contraseña incorrectos');
    const notJson = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'es', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.json().error).toMatchObject({
      code: 'bad_request',
      message: 'El cuerpo de la solicitud no es JSON válido.',
    });
    const unknown = await t.request({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'es' },
    });
    expect(unknown.json().error.message).toBe('No encontrado.');
  });
});
