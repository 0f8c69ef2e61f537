import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser';
import { expectDisabled, expectHidden, expectVisible, runTimeoutMs } from './support/generator';
import { startServer, type RunningServer } from './support/server';
import { signIn, signUpOwner } from './support/session';

/** What the Quick Start flow reads in one interface language (the catalogue's texts, written out here). */
interface GeneratorTexts {
  /** The browser's locale; the account has no language saved, so the interface follows it. */
  browserLocale: string;
  lang: string;
  idea: string;
  quickStart: string;
  otherTabs: readonly string[];
  promptLabel: string;
  settings: string;
  platforms: string;
  advancedSettings: string;
  variation: string;
  variationHint: string;
  aiImages: string;
  creativity: string;
  creativityValue: string;
  noPlatform: string;
  postCount: string;
  generate: string;
  generating: string;
  progressHeading: RegExp;
  step: RegExp;
  urlTab: string;
  urlLabel: string;
  scrape: string;
  invalidUrl: string;
}

const german: GeneratorTexts = {
  browserLocale: 'de-DE',
  lang: 'de',
  idea: 'Unsere neue Trinkflasche aus Stahl hält Getränke 24 Stunden kalt',
  quickStart: 'Schnellstart',
  otherTabs: ['Aus URL', 'Video-Reels', 'Medien hochladen'],
  promptLabel: 'Worüber möchtest du posten?',
  settings: 'Einstellungen zur Generierung',
  platforms: 'Plattformen',
  advancedSettings: 'Erweiterte Einstellungen',
  variation: 'Professionell',
  variationHint: '(2 von 3 ausgewählt)',
  aiImages: 'KI-Bilder',
  creativity: 'Kreativität',
  creativityValue: '75 · Kreativ',
  noPlatform: 'Bitte wähle mindestens eine Plattform aus',
  postCount: 'Es werden 4 Beiträge erstellt.',
  generate: 'Inhalte generieren',
  generating: 'Wird generiert...',
  progressHeading: /^(Inhalte werden generiert|Inhalte fertig)$/,
  step: /^Schritt [1-4] von 4$/,
  urlTab: 'Aus URL',
  urlLabel: 'Website-URL',
  scrape: 'Inhalt auslesen',
  invalidUrl: 'Bitte gib eine gültige URL ein (sie muss mit http:// oder https:// beginnen)',
};

const spanish: GeneratorTexts = {
  browserLocale: 'es-ES',
  lang: 'es',
  idea: 'Nuestra nueva botella de acero mantiene las bebidas frías 24 horas',
  quickStart: 'Inicio rápido',
  otherTabs: ['Desde URL', 'Reels de vídeo', 'Subir archivos'],
  promptLabel: '¿Sobre qué quieres publicar?',
  settings: 'Ajustes de generación',
  platforms: 'Plataformas',
  advancedSettings: 'Ajustes avanzados',
  variation: 'Profesional',
  variationHint: '(2 de 3 seleccionadas)',
  aiImages: 'Imágenes con IA',
  creativity: 'Nivel de creatividad',
  creativityValue: '75 · Creativo',
  noPlatform: 'Selecciona al menos una plataforma',
  postCount: 'Se crearán 4 publicaciones.',
  generate: 'Generar contenido',
  generating: 'Generando...',
  progressHeading: /^(Generando contenido|Contenido listo)$/,
  step: /^Paso [1-4] de 4$/,
  urlTab: 'Desde URL',
  urlLabel: 'URL del sitio web',
  scrape: 'Extraer contenido',
  invalidUrl: 'Escribe una URL válida (debe empezar por http:// o https://)',
};

/** The generator's parts found by their translated roles and names. */
function localizedScreen(page: Page, texts: GeneratorTexts) {
  const settings = page.getByRole('complementary', { name: texts.settings });
  const platformGroup = settings.getByRole('group', { name: texts.platforms });
  return {
    tab: (name: string) => page.getByRole('tab', { name }),
    prompt: page.getByLabel(texts.promptLabel),
    platformGroup,
    platform: (name: string) => platformGroup.getByRole('button', { name, exact: true }),
    advancedSettings: settings.getByRole('button', { name: texts.advancedSettings }),
    variation: (name: string) => settings.getByRole('checkbox', { name, exact: true }),
    aiImages: settings.getByRole('switch', { name: texts.aiImages }),
    creativity: settings.getByRole('slider', { name: texts.creativity }),
    generate: settings.getByRole('button', { name: texts.generate }),
  };
}

/**
 * The Quick Start flow in German and Spanish: a browser in that locale gets the generator in its language
 * (`<html lang>`, tabs, labels, the spec's alerts translated, plural post counts, locale percentages), axe-clean,
 * and a run starts with the translated progress panel.
 */
describe('Generator: Quick Start in German and Spanish', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    await signUpOwner(server.baseUrl);
  });

  afterEach(({ task }) => {
    if (task.result?.state === 'fail') console.error(`server log:\n${server.output().slice(-6000)}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const texts of [german, spanish]) {
    it(`${texts.lang}: types an idea, picks platforms, generates and shows the progress panel`, async () => {
      const { context, page, consoleErrors } = await openPage(browser, `generate-${texts.lang}`, {
        locale: texts.browserLocale,
      });
      await signIn(page, server.baseUrl);
      await page.goto(`${server.baseUrl}/app/create`);
      const screen = localizedScreen(page, texts);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Postforge Agent' }));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(texts.lang);

      // Tabs and labels in the language; Generate stays disabled without a prompt.
      expect(await screen.tab(texts.quickStart).getAttribute('aria-selected')).toBe('true');
      for (const name of texts.otherTabs) await expectVisible(screen.tab(name));
      expect(await screen.platform('Instagram').getAttribute('aria-pressed')).toBe('true');
      await expectDisabled(screen.generate);

      // No platform: the spec's alert in the language, and Generate stays disabled.
      await screen.prompt.fill(texts.idea);
      await expectDisabled(screen.generate, false);
      await screen.platform('Instagram').click();
      await expectVisible(page.getByText(texts.noPlatform));
      await expectDisabled(screen.generate);
      expect(await screen.platformGroup.getAttribute('aria-describedby')).toBeTruthy();
      await screen.platform('Instagram').click();
      await screen.platform('LinkedIn').click();
      await expectHidden(page.getByText(texts.noPlatform));

      // Advanced Settings: variations, switches and the slider's value text in the language.
      await screen.advancedSettings.click();
      await screen.variation(texts.variation).click();
      await expectVisible(page.getByText(texts.variationHint));
      expect(await screen.aiImages.getAttribute('aria-checked')).toBe('true');
      expect(await screen.creativity.getAttribute('aria-valuetext')).toBe(texts.creativityValue);
      await expectVisible(page.getByText(texts.postCount));
      await expectAccessible(page);

      // The From URL tab checks the address with the spec's message in the language, before any request.
      await screen.tab(texts.urlTab).click();
      const urlInput = page.getByLabel(texts.urlLabel);
      await urlInput.fill('example.com');
      await page.getByRole('button', { name: texts.scrape }).click();
      await expectVisible(page.getByText(texts.invalidUrl));
      await expectAccessible(page);
      await screen.tab(texts.quickStart).click();

      // Generate: the button and the progress panel speak the language, the percentage is the locale's.
      await screen.generate.click();
      await expectVisible(page.getByRole('button', { name: texts.generating }));
      await expectVisible(page.getByText(texts.step));
      // '25 %': German and Spanish put a no-break space before the percent sign.
      const percent = await page
        .getByRole('progressbar', { name: texts.step })
        .getAttribute('aria-valuetext');
      expect(percent).toMatch(/^\d+\u00a0%$/u);
      await expectVisible(page.getByRole('heading', { level: 2, name: texts.progressHeading }));
      await page.waitForURL(/\/app\/review\?run=/, { timeout: runTimeoutMs });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(texts.lang);

      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
