/**
 * The offline writer's Italian phrases (see `PhraseCatalogue`): del tu, the usual register of Italian brand
 * accounts. The subject only stands before or after a colon, so no article has to agree with it.
 */
import type { PostIntent } from './reading-rules';
import type { Phrase, PhraseCatalogue } from './catalogue';
import { capitalize } from '../offline-writer.text';

const titled: Phrase = (brief) => capitalize(brief.subject, 'it');
const joinList = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;
const isAnnouncement = (intent: PostIntent) =>
  intent === 'launch' || intent === 'event' || intent === 'promotion';

const angles: Record<PostIntent, readonly [string, string]> = {
  promotion: ['un’offerta chiara e un motivo per agire subito', 'vivace e persuasivo'],
  event: ['il quando, il dove e perché vale la pena esserci', 'caloroso e accogliente'],
  launch: ['cosa c’è di nuovo e perché è importante', 'sicuro ed entusiasta'],
  howto: ['consigli pratici, passo dopo passo', 'utile e chiaro'],
  story: ['una breve storia dietro le quinte', 'autentico e personale'],
  insight: ['un’idea chiara e una conclusione concreta', 'riflessivo e credibile'],
};

/** Italian phrases. */
export const itCatalogue: PhraseCatalogue = {
  language: 'it',
  fallbackTopic: 'Qualcosa che vale la pena condividere',
  fallbackSubject: 'il nostro tema',
  joinList,
  wasPrice: (price, original) => `${price} (invece di ${original})`,
  viral: {
    hooks: [
      (brief) => `${titled(brief)}: in breve 👇`,
      (brief) => `${titled(brief)}: adesso si fa interessante 👀`,
      (brief) => `👀 Da vedere: ${titled(brief)}.`,
    ],
    curiosityGaps: [
      (brief) =>
        brief.isVideo
          ? 'Guarda fino alla fine: c’è la parte che quasi tutti si perdono 👇'
          : 'Ecco la parte che quasi tutti si perdono 👇',
      () => 'Il bello? Non è quello che ti aspetti.',
      () => 'Aspetta di scoprire perché è così importante.',
    ],
    callsToAction: [
      () => 'Salvalo per dopo e condividilo con chi ha bisogno di vederlo.',
      () => 'Condividilo con un amico che lo adorerà 🔁',
      () => 'Salva, condividi e tagga chi ne ha bisogno.',
    ],
    priceLine: (price) => `A partire da ${price}`,
  },
  professional: {
    leads: ['Da sapere:', 'Il punto chiave:'],
    hooks: [
      (brief) => `Sotto la lente: ${brief.subject}.`,
      (brief) => `${titled(brief)}, da un punto di vista pratico.`,
    ],
    keyStrengths: (first, second) => `Punti di forza: ${first} e ${second}.`,
    source: (title) => `Fonte: ${title}`,
  },
  supportLines: {
    promotion: [
      (brief) =>
        brief.audience
          ? `Un’ottima occasione per ${brief.audience}, finché dura.`
          : 'È un’ottima occasione, e non durerà a lungo.',
      () => 'L’offerta è valida solo per un periodo limitato.',
    ],
    event: [
      () => 'Segna la data e porta un amico.',
      (brief) =>
        brief.audience
          ? `Pensato per ${brief.audience}, ma tutti sono i benvenuti.`
          : 'Tutti sono i benvenuti: passaparola!',
    ],
    launch: [
      () => 'È pensato per renderti tutto più semplice.',
      (brief) =>
        brief.audience
          ? `Progettato pensando a ${brief.audience}.`
          : 'Progettato per persone vere, con esigenze vere.',
    ],
    howto: [
      () => 'Iniziare è più facile di quanto sembri.',
      (brief) =>
        brief.audience
          ? `Piccoli cambiamenti fanno una grande differenza per ${brief.audience}.`
          : 'Sono i piccoli cambiamenti costanti a fare la differenza.',
    ],
    story: [
      () => 'Ogni passo ci ha insegnato qualcosa che vale la pena raccontare.',
      () => 'Non è mai stata una linea retta, ed è proprio questo il punto.',
    ],
    insight: [
      (brief) => `${titled(brief)}: merita più attenzione di quanta ne riceva.`,
      (brief) =>
        brief.audience ? `Conta soprattutto per ${brief.audience}.` : 'Conta più di quanto si pensi.',
    ],
  },
  engaging: {
    hooks: [
      (brief) => `Domanda veloce: ${brief.subject}, che ne pensi?`,
      (brief) => `${titled(brief)}: qual è la prima cosa che ti viene in mente?`,
    ],
    invitations: [
      () => 'Scrivicelo nei commenti 👇',
      () => 'Commenta e tagga qualcuno che dovrebbe dire la sua.',
    ],
  },
  storytelling: {
    outcomeLead: 'Cosa significa per te:',
    moments: [
      () => 'Tutto è iniziato da un singolo momento.',
      () => 'Immagina la scena.',
      () => 'Tempo fa era solo un’idea.',
      () => 'Ricordiamo ancora il giorno in cui tutto è andato al suo posto.',
    ],
    tensions: [
      () => 'Ma non è stato facile.',
      () => 'La parte difficile? Farlo funzionare nella vita reale, non solo sulla carta.',
      () => 'Il problema: tutti avevano un’opinione, ma pochi avevano risposte.',
    ],
    resolutions: [
      (brief) =>
        isAnnouncement(brief.intent)
          ? 'Ora è realtà, e ogni passo ne è valso la pena.'
          : 'Così siamo andati avanti, e il risultato parla da sé.',
      (brief) => `${titled(brief)}: oggi è tutto diverso, ed è proprio questo il bello.`,
      () => 'La lezione: i risultati migliori arrivano quando non si molla.',
    ],
  },
  informative: {
    hooks: [
      (brief) => `${titled(brief)}: cosa c’è da sapere.`,
      (brief) => `${titled(brief)}, spiegato in pochi punti.`,
      (brief) => `In breve: ${brief.subject}.`,
      (brief) => `${titled(brief)}: l’essenziale.`,
    ],
    callsToAction: [() => 'Salva questo post per averlo sempre a portata di mano.'],
  },
  normal: {
    callsToAction: [
      () => 'Facci sapere cosa ne pensi.',
      () => 'Condividilo con chi potrebbe essere interessato.',
    ],
  },
  platforms: {
    linkInBio: 'Link in bio.',
    facebookQuestions: [() => 'Tu che ne pensi? Faccelo sapere nei commenti.'],
  },
  notes: {
    variationReasons: {
      viral:
        'Un post virale: i fatti chiave in righe brevi e incisive, scritto per essere salvato e condiviso.',
      professional:
        'Un post professionale: prima il risultato, poi i fatti, un paragrafo ciascuno, senza enfasi.',
      engaging: 'Un post coinvolgente: si rivolge direttamente a chi legge e invita a rispondere.',
      storytelling:
        'Una storia: prima la situazione, poi cosa cambia, poi cosa significa per chi legge, solo con i fatti del brief.',
      informative:
        'Un post informativo: prima il fatto chiave, poi l’essenziale punto per punto, facile da scorrere e da salvare.',
      normal: 'Un post semplice: il brief detto così com’è, facile da leggere per un pubblico ampio.',
    },
    figures: (f) =>
      `Su ${f.platformName}: ${joinList([
        `${f.length}/${f.limit} caratteri (${{ short: 'breve per questa piattaforma', ideal: 'nella sua fascia ideale', long: 'lungo per questa piattaforma' }[f.fit]})`,
        ...(f.hashtags > 0 ? [`${f.hashtags} hashtag`] : []),
        ...(f.emoji > 0 ? [`${f.emoji} emoji`] : []),
        ...(f.asksQuestion ? ['una domanda a chi legge'] : []),
        ...(f.hasCallToAction ? ['un invito all’azione'] : []),
        ...(f.figure ? [`la cifra «${f.figure}»`] : []),
      ])}`,
    timing: {
      instagram: 'pubblica tra le 11 e le 13 o tra le 19 e le 21.',
      twitter: 'pubblica nei giorni feriali al mattino, tra le 8 e le 10.',
      linkedin: 'pubblica dal martedì al giovedì, tra le 8 e le 10.',
      facebook: 'pubblica nei giorni feriali, tra le 13 e le 15.',
      tiktok: 'pubblica la sera, tra le 18 e le 21.',
      youtube: 'pubblica nel pomeriggio, tra le 14 e le 16.',
    },
    unusableAnswerPrefix:
      'Post di riserva dello scrittore offline di Postforge, perché la risposta dell’IA non era un array JSON utilizzabile.',
    missingPairPrefix:
      'Post di riserva dello scrittore offline di Postforge, perché la risposta dell’IA non conteneva un post utilizzabile per questa piattaforma e variante.',
  },
  enhancement: {
    marker: ' Scrivilo per ',
    write: ({ base, intent, audience, subject, keyTerms }) => {
      const [angle, tone] = angles[intent];
      const reader = audience ?? (subject ? `chi è interessato a «${subject}»` : 'il tuo pubblico');
      const feature = keyTerms.length > 0 ? ` Metti in evidenza ${joinList(keyTerms)}.` : '';
      return `${base}. Scrivilo per ${reader}, con ${angle} e un tono ${tone}.${feature} Apri con un gancio forte e chiudi con un invito all’azione chiaro.`;
    },
  },
};
