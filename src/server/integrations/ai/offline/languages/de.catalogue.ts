/**
 * The offline writer's German phrases (see `PhraseCatalogue`): du-Form, wie in deutschen Social-Media-Posts
 * üblich. The subject only stands before or after a colon, so its article or case never has to agree.
 */
import type { PostIntent } from './reading-rules';
import type { Phrase, PhraseCatalogue } from './catalogue';
import { capitalize } from '../offline-writer.text';

const titled: Phrase = (brief) => capitalize(brief.subject, 'de');
const joinList = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1] ?? ''}`;
const isAnnouncement = (intent: PostIntent) =>
  intent === 'launch' || intent === 'event' || intent === 'promotion';

const angles: Record<PostIntent, readonly [string, string]> = {
  promotion: ['einem klaren Angebot und einem Grund, jetzt zuzugreifen', 'schwungvollen, überzeugenden'],
  event: ['dem Wann, dem Wo und dem Grund, dabei zu sein', 'herzlichen, einladenden'],
  launch: ['dem, was neu ist, und warum es zählt', 'selbstbewussten, mitreißenden'],
  howto: ['praktischem Nutzen, Schritt für Schritt', 'hilfsbereiten, klaren'],
  story: ['einer kurzen Geschichte hinter den Kulissen', 'authentischen, persönlichen'],
  insight: ['einer klaren Erkenntnis und einem konkreten Fazit', 'durchdachten, glaubwürdigen'],
};

/** German phrases. */
export const deCatalogue: PhraseCatalogue = {
  language: 'de',
  fallbackTopic: 'Etwas, das sich zu teilen lohnt',
  fallbackSubject: 'unser Thema',
  joinList,
  wasPrice: (price, original) => `${price} (statt ${original})`,
  viral: {
    hooks: [
      (brief) => `${titled(brief)}: die Kurzfassung 👇`,
      (brief) => `${titled(brief)}: Jetzt wird’s spannend 👀`,
      (brief) => `👀 Einen Blick wert: ${titled(brief)}.`,
    ],
    curiosityGaps: [
      (brief) =>
        brief.isVideo
          ? 'Schau bis zum Ende, da kommt das Beste 👇'
          : 'Und jetzt das, was die meisten übersehen 👇',
      () => 'Das Beste daran? Damit rechnet kaum jemand.',
      () => 'Und warum das so wichtig ist? Lies weiter.',
    ],
    callsToAction: [
      () => 'Speicher dir das und schick es jemandem, der es sehen sollte.',
      () => 'Teil das mit jemandem, der es lieben wird 🔁',
      () => 'Speichern, teilen und jemanden markieren, der das braucht.',
    ],
    priceLine: (price) => `Schon ab ${price}`,
  },
  professional: {
    leads: ['Gut zu wissen:', 'Das Wichtigste vorweg:'],
    hooks: [(brief) => `Im Fokus: ${brief.subject}.`, (brief) => `Aus der Praxis: ${brief.subject}.`],
    keyStrengths: (first, second) => `Besonders stark: ${first} und ${second}.`,
    source: (title) => `Quelle: ${title}`,
  },
  supportLines: {
    promotion: [
      (brief) =>
        brief.audience
          ? `Ein gutes Angebot für ${brief.audience}, solange es läuft.`
          : 'Ein gutes Angebot, aber nicht mehr lange.',
      () => 'Das Angebot gilt nur für kurze Zeit.',
    ],
    event: [
      () => 'Trag dir den Termin ein und bring jemanden mit.',
      (brief) =>
        brief.audience
          ? `Gemacht für ${brief.audience}, und alle anderen sind genauso willkommen.`
          : 'Alle sind willkommen, also sag es gern weiter.',
    ],
    launch: [
      () => 'Damit wird vieles einfacher, schneller und schöner.',
      (brief) =>
        brief.audience
          ? `Entwickelt mit Blick auf ${brief.audience}.`
          : 'Entwickelt für echte Menschen mit echten Bedürfnissen.',
    ],
    howto: [
      () => 'Der Einstieg ist leichter, als es aussieht.',
      (brief) =>
        brief.audience
          ? `Kleine Änderungen machen für ${brief.audience} einen großen Unterschied.`
          : 'Kleine, stetige Schritte machen den größten Unterschied.',
    ],
    story: [
      () => 'Jeder Schritt hat uns etwas gelehrt, das wir gern teilen.',
      () => 'Es ging nie geradeaus, und genau darum geht es.',
    ],
    insight: [
      (brief) => `${titled(brief)}: Das verdient mehr Aufmerksamkeit, als es bekommt.`,
      (brief) =>
        brief.audience
          ? `Für ${brief.audience} zählt das ganz besonders.`
          : 'Es ist wichtiger, als viele denken.',
    ],
  },
  engaging: {
    hooks: [
      (brief) => `Kurze Frage an dich: ${brief.subject}, was denkst du?`,
      (brief) => `${titled(brief)}: Was fällt dir als Erstes dazu ein?`,
    ],
    invitations: [
      () => 'Schreib’s uns in die Kommentare 👇',
      () => 'Kommentier und markiere jemanden, der mitreden sollte.',
    ],
  },
  storytelling: {
    outcomeLead: 'Was das für dich heißt:',
    moments: [
      () => 'Alles begann mit einem einzigen Moment.',
      () => 'Stell dir das mal vor.',
      () => 'Vor einer Weile war das nur eine Idee.',
      () => 'Wir wissen noch genau, wann es Klick gemacht hat.',
    ],
    tensions: [
      () => 'Aber einfach war es nicht.',
      () => 'Die Herausforderung? Dass es im echten Leben funktioniert, nicht nur auf dem Papier.',
      () => 'Der Haken: Jeder hatte eine Meinung, aber kaum jemand eine Antwort.',
    ],
    resolutions: [
      (brief) =>
        isAnnouncement(brief.intent)
          ? 'Jetzt ist es so weit, und jeder Schritt hat sich gelohnt.'
          : 'Also haben wir weitergemacht, und das Ergebnis spricht für sich.',
      (brief) => `${titled(brief)}: Heute fühlt es sich anders an, und genau darum geht es.`,
      () => 'Die Lehre daraus: Dranbleiben zahlt sich aus.',
    ],
  },
  informative: {
    hooks: [
      (brief) => `${titled(brief)}: Das solltest du wissen.`,
      (brief) => `${titled(brief)}: das Wichtigste auf einen Blick.`,
      (brief) => `Kurz erklärt: ${brief.subject}.`,
      (brief) => `${titled(brief)} in wenigen Punkten:`,
    ],
    callsToAction: [() => 'Speicher dir den Beitrag, dann hast du ihn griffbereit.'],
  },
  normal: {
    callsToAction: [() => 'Sag uns, was du denkst.', () => 'Teile das mit jemandem, den es interessiert.'],
  },
  platforms: {
    linkInBio: 'Link in der Bio.',
    facebookQuestions: [() => 'Was meinst du? Schreib es uns in die Kommentare.'],
  },
  notes: {
    variationReasons: {
      viral:
        'Ein viraler Beitrag: die wichtigsten Fakten in kurzen, knackigen Zeilen, zum Speichern und Teilen geschrieben.',
      professional:
        'Ein sachlicher Beitrag: zuerst das Ergebnis, dann die Fakten in je einem Absatz, ohne Übertreibung.',
      engaging: 'Ein Beitrag zum Mitreden: Er spricht die Lesenden direkt an und lädt zur Antwort ein.',
      storytelling:
        'Eine Geschichte: zuerst die Lage, dann was sich ändert, dann was es für die Lesenden heißt, alles aus den Fakten des Briefings.',
      informative:
        'Ein informativer Beitrag: zuerst der wichtigste Fakt, dann das Wichtigste Punkt für Punkt, schnell erfasst und gut zum Speichern.',
      normal:
        'Ein schlichter Beitrag: das Briefing so, wie es erzählt wurde, leicht lesbar für ein breites Publikum.',
    },
    figures: (f) =>
      `Auf ${f.platformName}: ${joinList([
        `${f.length}/${f.limit} Zeichen (${{ short: 'kurz für diese Plattform', ideal: 'im üblichen Idealbereich', long: 'lang für diese Plattform' }[f.fit]})`,
        ...(f.hashtags > 0 ? [`${f.hashtags} Hashtag${f.hashtags === 1 ? '' : 's'}`] : []),
        ...(f.emoji > 0 ? [`${f.emoji} Emoji`] : []),
        ...(f.asksQuestion ? ['eine Frage an die Lesenden'] : []),
        ...(f.hasCallToAction ? ['eine Handlungsaufforderung'] : []),
        ...(f.figure ? [`die Zahl „${f.figure}“`] : []),
      ])}`,
    timing: {
      instagram: 'am besten zwischen 11 und 13 Uhr oder 19 und 21 Uhr posten.',
      twitter: 'am besten werktags zwischen 8 und 10 Uhr posten.',
      linkedin: 'am besten dienstags bis donnerstags zwischen 8 und 10 Uhr posten.',
      facebook: 'am besten werktags zwischen 13 und 15 Uhr posten.',
      tiktok: 'am besten abends zwischen 18 und 21 Uhr posten.',
      youtube: 'am besten nachmittags zwischen 14 und 16 Uhr posten.',
    },
    unusableAnswerPrefix:
      'Ersatzbeitrag des Postforge-Offline-Texters, weil die KI-Antwort kein verwertbares JSON-Array war.',
    missingPairPrefix:
      'Ersatzbeitrag des Postforge-Offline-Texters, weil die KI-Antwort für diese Plattform und Variante keinen verwertbaren Beitrag enthielt.',
  },
  enhancement: {
    marker: ' Schreib den Beitrag für ',
    write: ({ base, intent, audience, subject, keyTerms }) => {
      const [angle, tone] = angles[intent];
      const reader =
        audience ?? (subject ? `alle, die sich für „${subject}“ interessieren` : 'deine Zielgruppe');
      const feature = keyTerms.length > 0 ? ` Stell ${joinList(keyTerms)} in den Mittelpunkt,` : '';
      return `${base}. Schreib den Beitrag für ${reader}, mit ${angle} und einem ${tone} Ton.${feature}${feature ? ' beginne' : ' Beginne'} mit einem starken Einstieg und ende mit einer klaren Handlungsaufforderung.`;
    },
  },
};
