import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { fetchSessionUser, settleAnimations, visible, waitForPath } from './support/flows';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner, type TestAccount } from './support/session';

/*
 * The landing page, the login dialog, the app shell and the Welcome dashboard in German and Spanish (issue
 * #17): a browser whose language is German or Spanish gets the interface in it, `<html lang>` follows, and
 * axe-core finds nothing. Then the language pickers: on the landing page (kept in this browser) and in the
 * side navigation (kept on the account, so another browser that logs in gets it too).
 *
 * Server messages (a wrong password, say) are translated on the server and not checked here. The tests share
 * one server and run in order: the last one saves a language on the account the others log in as.
 */

const owner: TestAccount = { name: 'Lena Lang', email: 'lena@example.com', password: 'amber willow compass' };

/** The texts a screen shows in one language (a few key ones, as a reader finds them). */
interface LocaleTexts {
  browserLocale: string;
  lang: string;
  landingHeading: string;
  getStarted: string;
  loginTitle: string;
  loginDescription: string;
  email: string;
  password: string;
  logIn: string;
  rememberMe: string;
  showPassword: string;
  close: string;
  emailRequired: string;
  passwordRequired: string;
  emailInvalid: string;
  nav: string;
  home: string;
  agent: string;
  instance: string;
  welcome: string;
  platformList: string;
  empty: string;
  feature: string;
  getStartedNow: string;
  resetTitle: string;
  requestLink: string;
}

const german: LocaleTexts = {
  browserLocale: 'de-DE',
  lang: 'de',
  landingHeading: 'Dein KI-Studio für Social-Media-Inhalte',
  getStarted: 'Kostenlos starten',
  loginTitle: 'Bei Postforge anmelden',
  loginDescription: 'Willkommen zurück! Melde dich an, um weiterzumachen.',
  email: 'E-Mail',
  password: 'Passwort',
  logIn: 'Anmelden',
  rememberMe: 'Angemeldet bleiben',
  showPassword: 'Passwort anzeigen',
  close: 'Schließen',
  emailRequired: 'Bitte gib deine E-Mail-Adresse ein',
  passwordRequired: 'Bitte gib dein Passwort ein',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
  nav: 'Hauptnavigation',
  home: 'Start',
  agent: 'Postforge-Agent',
  instance: 'Instanz',
  welcome: `Willkommen, ${owner.name}`,
  platformList: 'Instagram, Twitter/X, LinkedIn und Facebook',
  empty: 'Noch keine Inhalte',
  feature: 'Automatische Generierung',
  getStartedNow: 'Jetzt starten',
  resetTitle: 'Passwort zurücksetzen',
  requestLink: 'Link zum Zurücksetzen anfordern',
};

const spanish: LocaleTexts = {
  browserLocale: 'es-ES',
  lang: 'es',
  landingHeading: 'Tu estudio de IA para contenido en redes sociales',
  getStarted: 'Empieza gratis',
  loginTitle: 'Inicia sesión en Postforge',
  loginDescription: '¡Hola de nuevo! Inicia sesión para seguir creando.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  logIn: 'Iniciar sesión',
  rememberMe: 'Recordarme',
  showPassword: 'Mostrar contraseña',
  close: 'Cerrar',
  emailRequired: 'El correo electrónico es obligatorio',
  passwordRequired: 'La contraseña es obligatoria',
  emailInvalid: 'Introduce una dirección de correo válida',
  nav: 'Principal',
  home: 'Inicio',
  agent: 'Agente de Postforge',
  instance: 'Instancia',
  welcome: `Hola, ${owner.name}`,
  platformList: 'Instagram, Twitter/X, LinkedIn y Facebook',
  empty: 'Aún no hay contenido',
  feature: 'Generación automática',
  getStartedNow: 'Empieza ahora',
  resetTitle: 'Restablece tu contraseña',
  requestLink: 'Solicitar un enlace',
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await signUpOwner(server.baseUrl, owner);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

/** Resolves with the status of the next preferences save (PUT /api/preferences). */
async function waitForPreferencesSave(page: Page): Promise<number> {
  const response = await page.waitForResponse(
    (candidate) =>
      new URL(candidate.url()).pathname === '/api/preferences' && candidate.request().method() === 'PUT',
  );
  return response.status();
}

/** The `locale` GET /api/session answers for the page's browser. */
async function fetchSessionLocale(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/session', { headers: { accept: 'application/json' } });
    return ((await response.json()) as { locale: string | null }).locale;
  });
}

describe('interface languages: accounts, shell, dashboard and landing page', () => {
  for (const texts of [german, spanish]) {
    it(`shows the landing page, sign-in, navigation and dashboard in ${texts.browserLocale}`, async () => {
      const { context, page, consoleErrors } = await openPage(browser, `locale-${texts.lang}`, {
        locale: texts.browserLocale,
        colorScheme: 'light',
      });
      await page.goto(`${server.baseUrl}/`);
      await visible(page.getByRole('heading', { name: texts.landingHeading, level: 1 }));
      expect(await htmlLang(page)).toBe(texts.lang);
      await expectAccessible(page);

      // The login dialog: title, description, labels, and the form's own checks in the language.
      await page.getByRole('button', { name: texts.getStarted }).click();
      const dialog = await visible(page.getByRole('dialog', { name: texts.loginTitle }));
      await visible(dialog.getByText(texts.loginDescription));
      await visible(dialog.getByRole('checkbox', { name: texts.rememberMe }));
      await visible(dialog.getByRole('button', { name: texts.showPassword }));
      await visible(dialog.getByRole('button', { name: texts.close }));
      const logInButton = dialog.getByRole('button', { name: texts.logIn, exact: true });
      await logInButton.click();
      await visible(dialog.getByText(texts.emailRequired));
      await visible(dialog.getByText(texts.passwordRequired));
      await dialog.getByLabel(texts.email).fill('not-an-email');
      await dialog.getByLabel(texts.password, { exact: true }).fill(owner.password);
      await logInButton.click();
      await visible(dialog.getByText(texts.emailInvalid));
      await settleAnimations(page);
      await expectAccessible(page);

      await dialog.getByLabel(texts.email).fill(owner.email);
      await logInButton.click();
      await waitForPath(page, '/app/create');

      // The app shell and the Welcome dashboard.
      await page.goto(`${server.baseUrl}/app`);
      await visible(page.getByRole('heading', { name: texts.welcome, level: 1 }));
      expect(await htmlLang(page)).toBe(texts.lang);
      await visible(page.getByText(texts.platformList, { exact: false }));
      await visible(page.getByText(texts.empty, { exact: false }));
      await visible(page.getByRole('heading', { name: texts.feature }));
      const nav = page.getByRole('navigation', { name: texts.nav });
      const home = nav.getByRole('link', { name: texts.home, exact: true });
      expect(await home.getAttribute('aria-current')).toBe('page');
      await visible(nav.getByRole('link', { name: texts.instance }));
      const agent = nav.getByRole('link', { name: texts.agent });
      await agent.hover();
      await visible(page.getByRole('tooltip', { name: texts.agent }));
      await settleAnimations(page);
      await expectAccessible(page);
      await page.getByRole('link', { name: texts.getStartedNow }).click();
      await waitForPath(page, '/app/create');
      expect(await agent.getAttribute('aria-current')).toBe('page');

      // The password reset page, reached from an e-mail without its token.
      await page.goto(`${server.baseUrl}/reset-password`);
      await visible(page.getByRole('heading', { name: texts.resetTitle, level: 1 }));
      await visible(page.getByRole('link', { name: texts.requestLink }));
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it("fits every language's captions in the phone tab bar, uncut", async () => {
    for (const locale of ['en-US', 'de-DE', 'es-ES', 'fr-FR']) {
      const { context, page, consoleErrors } = await openPage(browser, `locale-phone-${locale}`, {
        locale,
        viewport: { width: 375, height: 740 },
        hasTouch: true,
      });
      await signIn(page, server.baseUrl, owner);
      await page.goto(`${server.baseUrl}/app`);
      await visible(page.getByRole('heading', { level: 1 }));
      expect(await htmlLang(page)).toBe(locale.slice(0, 2));
      const captions = await page.evaluate(() =>
        [...document.querySelectorAll('nav li a, nav button')].map((cell) => {
          const caption = cell.querySelector('span[aria-hidden="true"]');
          return {
            caption: caption?.textContent ?? '',
            isCut: !caption || caption.scrollWidth > caption.clientWidth,
            isInName: (cell.getAttribute('aria-label') ?? '').includes(caption?.textContent ?? '\u0000'),
          };
        }),
      );
      // 7 entries (scrolling sideways), the bell, theme and language (hidden on phones: Settings > Appearance), Logout.
      expect(captions).toHaveLength(11);
      for (const cell of captions) expect(cell, locale).toMatchObject({ isCut: false, isInName: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it("switches the language from the landing page's picker and keeps it in this browser", async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'locale-landing-picker', {
      locale: 'en-US',
    });
    await page.goto(`${server.baseUrl}/`);
    await visible(page.getByRole('heading', { name: 'Your AI studio for social media content' }));
    expect(await htmlLang(page)).toBe('en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await visible(page.getByRole('heading', { name: german.landingHeading }));
    await visible(page.getByRole('combobox', { name: 'Sprache' }));
    expect(await htmlLang(page)).toBe('de');

    await page.reload();
    await visible(page.getByRole('heading', { name: german.landingHeading }));
    expect(await htmlLang(page)).toBe('de');
    await page.getByRole('button', { name: german.getStarted }).click();
    await visible(page.getByRole('dialog', { name: german.loginTitle }));

    await page.getByRole('dialog').getByRole('button', { name: german.close }).click();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Español' });
    await visible(page.getByRole('heading', { name: spanish.landingHeading }));
    expect(await htmlLang(page)).toBe('es');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('switches the language from the side navigation, saves it on the account and follows it elsewhere', async () => {
    const { context, page, consoleErrors } = await openPage(browser, 'locale-nav-picker', {
      locale: 'en-US',
      colorScheme: 'light',
    });
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('button', { name: 'Get Started Free' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Log in to Postforge' }));
    await dialog.getByLabel('Email').fill(owner.email);
    await dialog.getByLabel('Password', { exact: true }).fill(owner.password);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await waitForPath(page, '/app/create');
    await page.goto(`${server.baseUrl}/app`);
    await visible(page.getByRole('heading', { name: `Welcome, ${owner.name}` }));
    expect(await fetchSessionLocale(page)).toBeNull();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Language: English' }).click();
    const saved = waitForPreferencesSave(page);
    await page.getByRole('menu').getByRole('menuitemradio', { name: 'Español' }).click();
    await visible(page.getByRole('heading', { name: spanish.welcome }));
    expect(await saved).toBe(200);
    await visible(
      page
        .getByRole('navigation', { name: spanish.nav })
        .getByRole('link', { name: spanish.home, exact: true }),
    );
    expect(await htmlLang(page)).toBe('es');
    expect(await fetchSessionLocale(page)).toBe('es');

    await page.reload();
    await visible(page.getByRole('heading', { name: spanish.welcome }));
    expect(await htmlLang(page)).toBe('es');

    // Another browser, in English and with nothing cached, logs in and gets the account's language.
    const other = await openPage(browser, 'locale-other-browser', { locale: 'en-US', colorScheme: 'light' });
    await other.page.goto(`${server.baseUrl}/`);
    await other.page.getByRole('button', { name: 'Get Started Free' }).click();
    const otherDialog = await visible(other.page.getByRole('dialog', { name: 'Log in to Postforge' }));
    await otherDialog.getByLabel('Email').fill(owner.email);
    await otherDialog.getByLabel('Password', { exact: true }).fill(owner.password);
    await otherDialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await waitForPath(other.page, '/app/create');
    expect(await fetchSessionUser(other.page)).toMatchObject({ email: owner.email });
    await expect.poll(() => htmlLang(other.page)).toBe('es');
    await other.page.goto(`${server.baseUrl}/app`);
    await visible(other.page.getByRole('heading', { name: spanish.welcome }));
    await visible(other.page.getByRole('navigation', { name: spanish.nav }));
    expect(other.consoleErrors).toEqual([]);
    await other.context.close();

    // Back to English from the side navigation: the account holds it again.
    await page
      .getByRole('navigation', { name: spanish.nav })
      .getByRole('button', { name: 'Idioma: Español' })
      .click();
    const savedBack = waitForPreferencesSave(page);
    await page.getByRole('menu').getByRole('menuitemradio', { name: 'English' }).click();
    await visible(page.getByRole('heading', { name: `Welcome, ${owner.name}` }));
    expect(await savedBack).toBe(200);
    expect(await fetchSessionLocale(page)).toBe('en');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
