import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { composeLinkEmail } from '../../integrations/email/compose-email';

/** E-mails in the recipient's language: the account's chosen one, else the language of the request. */
describe('e-mails in the recipient’s language', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t, { name: 'Olga' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The newest outbox row for `to` (the table keeps subject, text and HTML as sent). */
  async function latestMailTo(to: string) {
    const mail = (await t.container.mailer.listOutbox()).find((row) => row.to === to);
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  }

  const requestReset = (email: string, language?: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: language ? { 'accept-language': language } : {},
      payload: { email },
    });

  it('sends the reset link in the account’s chosen language, whatever the request’s', async () => {
    const member = await registerInvitedUser(t, owner.jar, { name: 'Lucía', email: 'lucia@example.com' });
    const saved = await t.request({
      method: 'PUT',
      url: '/api/preferences',
      cookies: member.jar,
      payload: { locale: 'es' },
    });
    expect(saved.statusCode).toBe(200);

    expect((await requestReset('lucia@example.com', 'de')).statusCode).toBe(200);
    const mail = await latestMailTo('lucia@example.com');
    expect(mail.subject).toBe('Restablece tu contraseña de Postforge');
    expect(mail.text).toMatch(
      /^Hola, Lucía:\n\nAlguien ha pedido restablecer la contraseña de tu cuenta de Postforge\. .*\(el enlace funciona una sola vez, durante una hora\):\nhttp:\/\/localhost:3000\/reset-password\?token=\S+\n\nSi no has sido tú, ignora este correo: tu contraseña seguirá igual\.\n$/,
    );
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Establecer una nueva contraseña</a>');
    expect(mail.html).toContain('Si no has sido tú, ignora este correo');
  });

  it('follows the requester’s language when the account chose none, and English by default', async () => {
    expect((await requestReset(owner.email, 'fr-FR,fr;q=0.9')).statusCode).toBe(200);
    const french = await latestMailTo(owner.email);
    expect(french.subject).toBe('Réinitialisez votre mot de passe Postforge');
    expect(french.text).toMatch(/^Bonjour Olga,\n\nQuelqu’un a demandé la réinitialisation/);
    expect(french.html).toContain('<html lang="fr">');

    await requestReset(owner.email);
    const english = await latestMailTo(owner.email);
    expect(english.subject).toBe('Reset your Postforge password');
    const link = /http:\/\/localhost:3000\/reset-password\?token=\S+/.exec(english.text)?.[0];
    expect(english.text).toBe(
      `Hello Olga,\n\nSomeone asked to reset the password of your Postforge account. If it was you, set a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    );
  });

  it('sends an invitation from a French-speaking owner to a new address in French', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/invitations',
      cookies: owner.jar,
      headers: { 'accept-language': 'fr' },
      payload: { email: 'nouveau@example.com' },
    });
    expect(response.statusCode).toBe(201);
    const { link } = response.json<{ link: string }>();
    const mail = await latestMailTo('nouveau@example.com');
    expect(mail.subject).toBe('Votre invitation à Postforge');
    expect(mail.text).toBe(
      `On vous invite à rejoindre Postforge, le studio d’IA pour les contenus des réseaux sociaux.\n\nCréez votre compte ici (le lien fonctionne une seule fois, pendant 14 jours)\u00a0:\n${link}\n`,
    );
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('Créer votre compte</a>');
  });

  it('keeps the English invitation word for word', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/invitations',
      cookies: owner.jar,
      payload: { email: 'newcomer@example.com' },
    });
    const { link } = response.json<{ link: string }>();
    const mail = await latestMailTo('newcomer@example.com');
    expect(mail.subject).toBe('Your invitation to Postforge');
    expect(mail.text).toBe(
      `You have been invited to Postforge, the AI studio for social media content.\n\nCreate your account here (the link works once, for 14 days):\n${link}\n`,
    );
  });
});

describe('composeLinkEmail', () => {
  it('escapes every text it puts into the HTML part', () => {
    const mail = composeLinkEmail({
      to: 'a@example.com',
      locale: 'de',
      subject: 'Hallo <Welt>',
      before: ['Hallo <script>alert("x")</script> & Co,'],
      linkIntro: 'Hier:',
      link: { url: 'https://example.com/?a=1&b="2"', label: 'Los' },
      after: [],
    });
    expect(mail.html).toContain('<title>Hallo &lt;Welt&gt;</title>');
    expect(mail.html).toContain('Hallo &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(mail.html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toBe(
      'Hallo <script>alert("x")</script> & Co,\n\nHier:\nhttps://example.com/?a=1&b="2"\n',
    );
  });
});
