import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { expectVisible, runTimeoutMs } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/*
 * Review & Export and the owner's Instance screen in German and Spanish: a browser whose language is de-DE or
 * es-ES (and no language saved on the account) gets the interface in that language, `<html lang>` says so,
 * numbers and dates follow the locale, and axe-core finds nothing serious. The run (offline providers) and the
 * invitation are made through the API beforehand, so each language only reads them.
 */

const csrf = { 'x-postforge-csrf': '1' };
const invitedEmail = 'ines@example.com';
const waitingEmail = 'walter@example.com';

interface LocaleCase {
  /** The browser's language. */
  locale: string;
  /** The interface language it resolves to (`<html lang>`). */
  lang: string;
  timezoneId: string;
  /** A date and time as the interface shows it (medium date, short time) in this locale. */
  datePattern: RegExp;
  /** '{count} / 2,200 characters' of an Instagram post, with the locale's digit grouping. */
  characterCount: RegExp;
  review: {
    title: string;
    about: string;
    variations: string[];
    postsHeading: string;
    instagramSection: string;
    copy: string;
    offline: RegExp;
    textProvider: string;
    engagement: RegExp;
    emptyTitle: string;
    recentRuns: string;
    recentRunFacts: RegExp;
  };
  instance: {
    title: string;
    cardTitles: string[];
    emailRequired: string;
    sendInvitation: string;
    pending: string;
    noUpdates: string;
    notYet: string;
    invite: string;
    outboxRecipient: string;
    keptInOutbox: string;
  };
}

const cases: LocaleCase[] = [
  {
    locale: 'de-DE',
    lang: 'de',
    timezoneId: 'Europe/Berlin',
    datePattern: /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
    characterCount: /^\d{1,3}(\.\d{3})? \/ 2\.200 Zeichen$/,
    review: {
      title: 'Prüfen & Exportieren',
      about: 'Über diese Generierung',
      // The run's language (its prompt is English, detected), then the variations, sorted.
      variations: ['Englisch, aus deinem Briefing erkannt', 'Professionell', 'Viral'],
      postsHeading: 'Generierte Beiträge',
      instagramSection: 'Instagram 2 Varianten',
      copy: 'Kopieren',
      offline: /^Offline: Es ist kein KI-Schlüssel eingerichtet/,
      textProvider: 'Postforge-Offline-Texter',
      engagement: /^(Sehr hohe|Hohe|Mittlere|Geringe) Interaktion$/,
      emptyTitle: 'Nichts zu prüfen',
      recentRuns: 'Letzte Generierungen',
      recentRunFacts: /2 Beiträge[\s\S]*Fertig/,
    },
    instance: {
      title: 'Instanz',
      cardTitles: ['Registrierung', 'Jemanden einladen', 'Warteliste', 'Einladungen', 'E-Mail-Postausgang'],
      emailRequired: 'E-Mail ist erforderlich',
      sendInvitation: 'Einladung senden',
      pending: 'Ausstehend',
      noUpdates: 'Nein',
      notYet: 'Noch nicht',
      invite: 'Einladen',
      outboxRecipient: `An ${invitedEmail}`,
      keptInOutbox: 'Im Postausgang',
    },
  },
  {
    locale: 'es-ES',
    lang: 'es',
    timezoneId: 'Europe/Madrid',
    datePattern: /^\d{1,2} [a-z]{3,4}\.? \d{4}, \d{1,2}:\d{2}$/,
    // Spanish groups digits from five on: 2200, not 2.200.
    characterCount: /^\d{1,4} \/ 2200 caracteres$/,
    review: {
      title: 'Revisar y exportar',
      about: 'Sobre esta generación',
      variations: ['Inglés, detectado en tu briefing', 'Profesional', 'Viral'],
      postsHeading: 'Publicaciones generadas',
      instagramSection: 'Instagram 2 variantes',
      copy: 'Copiar',
      offline: /^Sin conexión: No hay ninguna clave de IA configurada/,
      textProvider: 'Redactor sin conexión de Postforge',
      engagement: /^Interacción (muy alta|alta|media|baja)$/,
      emptyTitle: 'Nada que revisar',
      recentRuns: 'Generaciones recientes',
      recentRunFacts: /2 publicaciones[\s\S]*Completada/,
    },
    instance: {
      title: 'Instancia',
      cardTitles: ['Registro', 'Invitar a alguien', 'Lista de espera', 'Invitaciones', 'Bandeja de salida'],
      emailRequired: 'El correo electrónico es obligatorio',
      sendInvitation: 'Enviar invitación',
      pending: 'Pendiente',
      noUpdates: 'No',
      notYet: 'Todavía no',
      invite: 'Invitar',
      outboxRecipient: `Para ${invitedEmail}`,
      keptInOutbox: 'En la bandeja de salida',
    },
  },
];

/** A timestamp as the interface formats it: Intl in the interface language, medium date and short time. */
function formatDateTime(iso: string, lang: string, timeZone: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** Chromium and Node may space a time differently (U+202F, U+00A0): compare with plain spaces. */
function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').trim();
}

async function readLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

describe('Review & Export and Instance in German and Spanish', () => {
  let server: RunningServer;
  let browser: Browser;
  let runId = '';
  let runCreatedAt = '';
  let invitation = { createdAt: '', expiresAt: '' };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await signUpOwner(server.baseUrl);

    // The owner starts an offline run (Instagram, two variations) and invites someone; a visitor joins the
    // waitlist. All through the API, in a context of its own.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.baseUrl);
    const started = await page.request.post(`${server.baseUrl}/api/generation/runs`, {
      headers: csrf,
      data: {
        method: 'prompt',
        prompt: 'Opening week of our neighbourhood bakery: sourdough, cinnamon buns and a free coffee',
        platforms: ['instagram'],
        variations: ['viral', 'professional'],
      },
    });
    expect(started.status(), await started.text()).toBe(202);
    runId = ((await started.json()) as { runId: string }).runId;
    const deadline = Date.now() + runTimeoutMs;
    let status = 'running';
    while (status === 'running' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await page.request.get(`${server.baseUrl}/api/generation/runs/${runId}`);
      const run = (await response.json()) as { status: string; createdAt: string };
      ({ status, createdAt: runCreatedAt } = run);
    }
    expect(status).toBe('completed');

    const invited = await page.request.post(`${server.baseUrl}/api/admin/invitations`, {
      headers: csrf,
      data: { email: invitedEmail },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    invitation = ((await invited.json()) as { invitation: typeof invitation }).invitation;
    const joined = await page.request.post(`${server.baseUrl}/api/waitlist`, {
      headers: csrf,
      data: { email: waitingEmail, wantsUpdates: false },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    await context.close();
  });

  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(`server log:\n${server.output().slice(-6000)}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const locale of cases) {
    it(`shows a finished run's review in ${locale.locale}`, async () => {
      const { review } = locale;
      const { context, page, consoleErrors } = await openPage(browser, `review-${locale.lang}`, {
        locale: locale.locale,
        timezoneId: locale.timezoneId,
      });
      await signIn(page, server.baseUrl);
      await page.goto(`${server.baseUrl}/app/review?run=${runId}`);

      await expectVisible(page.getByRole('heading', { level: 1, name: review.title }));
      expect(await readLang(page)).toBe(locale.lang);
      const about = page.getByRole('list', { name: review.about });
      expect((await about.getByRole('listitem').allInnerTexts()).sort()).toEqual(review.variations);
      await expectVisible(page.getByText(review.textProvider));
      await expectVisible(page.getByRole('button', { name: review.offline }));

      const posts = page.getByRole('region', { name: new RegExp(`^${review.postsHeading}`) });
      await expectVisible(posts);
      await expectVisible(posts.getByRole('heading', { level: 3, name: review.instagramSection }));
      const cards = posts
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: review.copy }) });
      await expect.poll(() => cards.count()).toBe(2);
      for (let index = 0; index < 2; index += 1) {
        const card = cards.nth(index);
        const count = await card.getByText(locale.characterCount).innerText();
        expect(normalizeSpaces(count)).toMatch(locale.characterCount);
        await expectVisible(card.getByText(review.engagement));
      }
      await expectAccessible(page);

      // Without a run: the empty state and the recent run, its date in the locale's format.
      await page.goto(`${server.baseUrl}/app/review`);
      await expectVisible(page.getByRole('heading', { name: review.emptyTitle }));
      expect(await readLang(page)).toBe(locale.lang);
      const recent = page.getByRole('region', { name: review.recentRuns });
      const recentRun = recent.getByRole('link', { name: /Opening week of our neighbourhood bakery/ });
      await expectVisible(recentRun);
      expect(await recentRun.innerText()).toMatch(review.recentRunFacts);
      const shown = normalizeSpaces(await recentRun.locator('time').innerText());
      expect(shown).toMatch(locale.datePattern);
      expect(shown).toBe(normalizeSpaces(formatDateTime(runCreatedAt, locale.lang, locale.timezoneId)));
      await expectAccessible(page);

      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it(`shows the owner's Instance screen in ${locale.locale}`, async () => {
      const { instance } = locale;
      const { context, page, consoleErrors } = await openPage(browser, `instance-${locale.lang}`, {
        locale: locale.locale,
        timezoneId: locale.timezoneId,
      });
      await signIn(page, server.baseUrl);
      await page.goto(`${server.baseUrl}/app/admin`);

      await expectVisible(page.getByRole('heading', { level: 1, name: instance.title }));
      expect(await readLang(page)).toBe(locale.lang);
      for (const title of instance.cardTitles) {
        await expectVisible(page.getByRole('heading', { level: 2, name: title, exact: true }));
      }

      // The invitation: pending, created and expiring at dates in the locale's format.
      const invitationRow = page.getByRole('row').filter({ hasText: invitedEmail });
      await expectVisible(invitationRow.getByText(instance.pending, { exact: true }));
      const dates = await invitationRow.locator('time').allInnerTexts();
      expect(dates.map(normalizeSpaces)).toEqual(
        [invitation.createdAt, invitation.expiresAt].map((iso) =>
          normalizeSpaces(formatDateTime(iso, locale.lang, locale.timezoneId)),
        ),
      );
      for (const date of dates) expect(normalizeSpaces(date)).toMatch(locale.datePattern);

      // The waitlist entry: no product updates, not invited yet, an Invite button naming the address.
      const waitingRow = page.getByRole('row').filter({ hasText: waitingEmail });
      expect(await waitingRow.getByRole('cell').nth(1).innerText()).toContain(instance.noUpdates);
      await expectVisible(waitingRow.getByText(instance.notYet, { exact: true }));
      await expectVisible(waitingRow.getByRole('button', { name: `${instance.invite} ${waitingEmail}` }));
      expect(normalizeSpaces(await waitingRow.locator('time').first().innerText())).toMatch(
        locale.datePattern,
      );

      // The outbox keeps the invitation e-mail (no SMTP on this instance).
      const outboxEntry = page.locator('summary').filter({ hasText: instance.outboxRecipient });
      await expectVisible(outboxEntry.getByText(instance.keptInOutbox, { exact: true }));

      // The invite form validates in the interface language.
      await page.getByRole('button', { name: instance.sendInvitation }).click();
      await expectVisible(page.getByText(instance.emailRequired, { exact: true }));
      await expectAccessible(page);

      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
