import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findFormalGermanAddress, flattenCatalogue } from '../../shared/i18n/catalogue-checks';
import { resolveProjectPath } from '../paths';

/**
 * Every German text file: the web app's namespaces, the server's messages, validation and e-mails, and the
 * information pages' copy (content/pages/<page>/de.json).
 */
function listGermanFiles(): string[] {
  const catalogues = ['src/web/i18n/locales/de', 'src/server/i18n/locales/de'].flatMap((folder) =>
    readdirSync(resolveProjectPath(folder))
      .filter((name) => name.endsWith('.json'))
      .map((name) => `${folder}/${name}`),
  );
  const pages = readdirSync(resolveProjectPath('content/pages')).map(
    (page) => `content/pages/${page}/de.json`,
  );
  return [...catalogues, ...pages];
}

function readGermanFiles(): { file: string; leaves: Map<string, string> }[] {
  return listGermanFiles().map((file) => {
    const tree: unknown = JSON.parse(readFileSync(resolveProjectPath(file), 'utf8'));
    return { file, leaves: flattenCatalogue(tree) };
  });
}

describe('German form of address', () => {
  it('finds the formal address and leaves the informal one and sie = she/it/they alone', () => {
    const texts = new Map([
      ['upload', 'Laden Sie Ihre ersten Dateien hoch.'],
      ['start', 'Sie dürfen dieses Projekt nicht löschen.'],
      ['mid', 'Bitte versuchen Sie es erneut.'],
      ['pronoun', 'Ein Bild aus Ihrer Bibliothek.'],
      ['dative', 'Wir senden Ihnen einen Link.'],
      ['informal', 'Lade deine ersten Dateien hoch und versuche es erneut.'],
      ['it', 'Die Schrift ist nicht lesbar. Sie enthält kein A: Sie wurde abgelehnt.'],
      ['quoted', '„Sie“ ist eine Generierung; wähle sie aus.'],
    ]);
    expect(findFormalGermanAddress(texts)).toEqual([
      'upload: Laden Sie Ihre ersten Dateien hoch.',
      'mid: Bitte versuchen Sie es erneut.',
      'pronoun: Ein Bild aus Ihrer Bibliothek.',
      'dative: Wir senden Ihnen einen Link.',
    ]);
  });

  it('reads every German catalogue of the web app and the server, and every information page', () => {
    const files = readGermanFiles().map(({ file }) => file);
    expect(files).toEqual(
      expect.arrayContaining([
        'src/web/i18n/locales/de/library.json',
        'src/server/i18n/locales/de/messages.json',
        'src/server/i18n/locales/de/emails.json',
        'content/pages/privacy/de.json',
      ]),
    );
  });

  it("addresses the user with 'du' in every German text (no 'Sie', 'Ihr', 'Ihnen')", () => {
    const formal = readGermanFiles().flatMap(({ file, leaves }) =>
      findFormalGermanAddress(leaves).map((problem) => `${file} ${problem}`),
    );
    expect(formal).toEqual([]);
  });
});
