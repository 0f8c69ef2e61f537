/**
 * The offline writer's Dutch phrases (see `PhraseCatalogue`): je-vorm, the usual register of Dutch and Flemish
 * brand accounts. The subject only stands before or after a colon, so no article (de/het) or adjective ending
 * has to agree with it.
 */
import type { PostIntent } from './reading-rules';
import type { Phrase, PhraseCatalogue } from './catalogue';
import { capitalize } from '../offline-writer.text';

const titled: Phrase = (brief) => capitalize(brief.subject, 'nl');
const joinList = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} en ${items[items.length - 1] ?? ''}`;
const isAnnouncement = (intent: PostIntent) =>
  intent === 'launch' || intent === 'event' || intent === 'promotion';

const angles: Record<PostIntent, readonly [string, string]> = {
  promotion: ['een duidelijk aanbod en een reden om nu in actie te komen', 'levendige, overtuigende'],
  event: ['het wanneer, het waar en de reden om erbij te zijn', 'hartelijke, uitnodigende'],
  launch: ['wat er nieuw is en waarom het ertoe doet', 'zelfverzekerde, enthousiaste'],
  howto: ['praktisch nut, stap voor stap', 'behulpzame, heldere'],
  story: ['een kort verhaal achter de schermen', 'echte, persoonlijke'],
  insight: ['een helder inzicht en een concrete conclusie', 'doordachte, geloofwaardige'],
};

/** Dutch phrases. */
export const nlCatalogue: PhraseCatalogue = {
  language: 'nl',
  fallbackTopic: 'Iets dat het delen waard is',
  fallbackSubject: 'ons onderwerp',
  joinList,
  wasPrice: (price, original) => `${price} (was ${original})`,
  viral: {
    hooks: [
      (brief) => `${titled(brief)}: in het kort 👇`,
      (brief) => `${titled(brief)}: nu wordt het interessant 👀`,
      (brief) => `👀 Het bekijken waard: ${titled(brief)}.`,
    ],
    curiosityGaps: [
      (brief) =>
        brief.isVideo
          ? 'Kijk tot het einde, daar zit het mooiste stuk 👇'
          : 'En dan nu het deel dat de meesten missen 👇',
      () => 'Het mooiste? Daar rekent bijna niemand op.',
      () => 'Waarom dat zo belangrijk is? Lees verder.',
    ],
    callsToAction: [
      () => 'Bewaar dit en stuur het naar iemand die het moet zien.',
      () => 'Deel dit met iemand die het geweldig gaat vinden 🔁',
      () => 'Bewaren, delen en tag iemand die dit nodig heeft.',
    ],
    priceLine: (price) => `Al vanaf ${price}`,
  },
  professional: {
    leads: ['Goed om te weten:', 'Waar het om gaat:'],
    hooks: [(brief) => `Uitgelicht: ${brief.subject}.`, (brief) => `Uit de praktijk: ${brief.subject}.`],
    keyStrengths: (first, second) => `Sterke punten: ${first} en ${second}.`,
    source: (title) => `Bron: ${title}`,
  },
  supportLines: {
    promotion: [
      (brief) =>
        brief.audience
          ? `Een mooi aanbod voor ${brief.audience}.`
          : 'Een mooi aanbod om niet te laten liggen.',
      () => 'Goed om te weten voordat je beslist.',
    ],
    event: [
      () => 'Zet de datum in je agenda en neem iemand mee.',
      (brief) =>
        brief.audience
          ? `Gemaakt voor ${brief.audience}, en iedereen is net zo welkom.`
          : 'Iedereen is welkom, dus vertel het gerust verder.',
    ],
    launch: [
      () => 'Hiermee wordt veel eenvoudiger.',
      (brief) =>
        brief.audience
          ? `Ontwikkeld met ${brief.audience} in gedachten.`
          : 'Ontwikkeld voor echte mensen met echte behoeften.',
    ],
    howto: [
      () => 'Beginnen is makkelijker dan het lijkt.',
      (brief) =>
        brief.audience
          ? `Kleine veranderingen maken voor ${brief.audience} een groot verschil.`
          : 'Kleine, vaste stappen maken het grootste verschil.',
    ],
    story: [
      () => 'Elke stap heeft ons iets geleerd dat we graag delen.',
      () => 'Het ging nooit in een rechte lijn, en daar gaat het juist om.',
    ],
    insight: [
      (brief) => `${titled(brief)}: dit verdient meer aandacht dan het krijgt.`,
      (brief) =>
        brief.audience
          ? `Voor ${brief.audience} telt dit extra.`
          : 'Het is belangrijker dan veel mensen denken.',
    ],
  },
  engaging: {
    hooks: [
      (brief) => `Korte vraag aan jou: ${brief.subject}, wat vind je ervan?`,
      (brief) => `${titled(brief)}: wat komt er als eerste in je op?`,
    ],
    invitations: [
      () => 'Laat het ons weten in de reacties 👇',
      () => 'Reageer en tag iemand die mee moet praten.',
    ],
  },
  storytelling: {
    outcomeLead: 'Wat het voor jou betekent:',
    moments: [
      () => 'Het begon allemaal met één moment.',
      () => 'Stel je dit eens voor.',
      () => 'Een tijdje geleden was dit nog maar een idee.',
      () => 'We weten nog precies wanneer het klikte.',
    ],
    tensions: [
      () => 'Maar makkelijk was het niet.',
      () => 'De uitdaging? Dat het in het echt werkt, niet alleen op papier.',
      () => 'Het probleem: iedereen had een mening, maar bijna niemand een antwoord.',
    ],
    resolutions: [
      (brief) =>
        isAnnouncement(brief.intent)
          ? 'Nu is het zover, en elke stap was het waard.'
          : 'Dus gingen we door, en het resultaat spreekt voor zich.',
      (brief) => `${titled(brief)}: vandaag voelt het anders, en daar draait het om.`,
      () => 'De les: volhouden loont.',
    ],
  },
  informative: {
    hooks: [
      (brief) => `${titled(brief)}: dit moet je weten.`,
      (brief) => `${titled(brief)}: het belangrijkste op een rij.`,
      (brief) => `Kort uitgelegd: ${brief.subject}.`,
      (brief) => `${titled(brief)} in een paar punten:`,
    ],
    callsToAction: [() => 'Bewaar dit bericht, dan heb je het bij de hand.'],
  },
  normal: {
    callsToAction: [
      () => 'Laat ons weten wat je ervan vindt.',
      () => 'Deel dit met iemand die het interessant vindt.',
    ],
  },
  platforms: {
    linkInBio: 'Link in bio.',
    facebookQuestions: [() => 'Wat vind jij? Laat het weten in de reacties.'],
  },
  notes: {
    variationReasons: {
      viral:
        'Een virale post: de belangrijkste feiten in korte, pakkende regels, geschreven om te bewaren en te delen.',
      professional:
        'Een zakelijke post: eerst het resultaat, dan de feiten, elk in een eigen alinea, zonder overdrijving.',
      engaging: 'Een betrokken post: hij spreekt de lezer direct aan en nodigt uit om te reageren.',
      storytelling:
        'Een verhaal: eerst de situatie, dan wat er verandert, dan wat het voor de lezer betekent, alleen met de feiten uit de briefing.',
      informative:
        'Een informatieve post: eerst het belangrijkste feit, dan de kern punt voor punt, snel te scannen en goed om te bewaren.',
      normal: 'Een eenvoudige post: de briefing zoals verteld, makkelijk te lezen voor een breed publiek.',
    },
    figures: (f) =>
      `Op ${f.platformName}: ${joinList([
        `${f.length}/${f.limit} tekens (${{ short: 'kort voor dit platform', ideal: 'binnen de gebruikelijke ideale lengte', long: 'lang voor dit platform' }[f.fit]})`,
        ...(f.hashtags > 0 ? [`${f.hashtags} hashtag${f.hashtags === 1 ? '' : 's'}`] : []),
        ...(f.emoji > 0 ? [`${f.emoji} emoji`] : []),
        ...(f.asksQuestion ? ['een vraag aan de lezer'] : []),
        ...(f.hasCallToAction ? ['een oproep tot actie'] : []),
        ...(f.figure ? [`het getal ‘${f.figure}’`] : []),
      ])}`,
    timing: {
      instagram: 'post het liefst tussen 11 en 13 uur of tussen 19 en 21 uur.',
      twitter: 'post het liefst op werkdagen tussen 8 en 10 uur.',
      linkedin: 'post het liefst van dinsdag tot donderdag tussen 8 en 10 uur.',
      facebook: 'post het liefst op werkdagen tussen 13 en 15 uur.',
      tiktok: 'post het liefst ’s avonds tussen 18 en 21 uur.',
      youtube: 'post het liefst ’s middags tussen 14 en 16 uur.',
    },
    unusableAnswerPrefix:
      'Vervangend bericht van de offline schrijver van Postforge, omdat het AI-antwoord geen bruikbare JSON-array was.',
    missingPairPrefix:
      'Vervangend bericht van de offline schrijver van Postforge, omdat het AI-antwoord geen bruikbaar bericht voor dit platform en deze variant bevatte.',
  },
  enhancement: {
    marker: ' Schrijf het bericht voor ',
    write: ({ base, intent, audience, subject, keyTerms }) => {
      const [angle, tone] = angles[intent];
      const reader =
        audience ?? (subject ? `iedereen die geïnteresseerd is in ‘${subject}’` : 'je doelgroep');
      const feature = keyTerms.length > 0 ? ` Zet ${joinList(keyTerms)} centraal,` : '';
      return `${base}. Schrijf het bericht voor ${reader}, met ${angle} en een ${tone} toon.${feature}${feature ? ' open' : ' Open'} met een sterke opening en sluit af met een duidelijke oproep tot actie.`;
    },
  },
};
