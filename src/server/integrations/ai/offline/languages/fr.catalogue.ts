/**
 * The offline writer's French phrases (see `PhraseCatalogue`): vouvoiement, the usual register of French
 * brand accounts. The subject only stands before or after a colon, so no article has to agree with it.
 */
import type { PostIntent } from './reading-rules';
import type { Phrase, PhraseCatalogue } from './catalogue';
import { capitalize } from '../offline-writer.text';

const titled: Phrase = (brief) => capitalize(brief.subject, 'fr');
const joinList = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1] ?? ''}`;
const isAnnouncement = (intent: PostIntent) =>
  intent === 'launch' || intent === 'event' || intent === 'promotion';

const angles: Record<PostIntent, readonly [string, string]> = {
  promotion: ['une offre claire et une bonne raison d’agir maintenant', 'enjoué et convaincant'],
  event: ['le quand, le où et la raison de venir', 'chaleureux et accueillant'],
  launch: ['ce qui est nouveau et pourquoi c’est important', 'confiant et enthousiaste'],
  howto: ['des conseils concrets, étape par étape', 'clair et bienveillant'],
  story: ['une courte histoire des coulisses', 'authentique et personnel'],
  insight: ['un enseignement précis et une conclusion concrète', 'réfléchi et crédible'],
};

/** French phrases. */
export const frCatalogue: PhraseCatalogue = {
  language: 'fr',
  fallbackTopic: 'Une nouvelle à partager',
  fallbackSubject: 'notre sujet',
  joinList,
  wasPrice: (price, original) => `${price} (au lieu de ${original})`,
  viral: {
    hooks: [
      (brief) => `${titled(brief)}\u00a0: l’essentiel 👇`,
      (brief) => `${titled(brief)}\u00a0: ça devient vraiment intéressant 👀`,
      (brief) => `👀 À voir\u00a0: ${titled(brief)}.`,
    ],
    curiosityGaps: [
      (brief) =>
        brief.isVideo
          ? 'Regardez jusqu’au bout, le meilleur arrive à la fin 👇'
          : 'Et voici ce que la plupart des gens ratent 👇',
      () => 'Le meilleur\u202f? Ce n’est pas ce que vous croyez.',
      () => 'Attendez de voir pourquoi ça compte.',
    ],
    callsToAction: [
      () => 'Enregistrez ce post et envoyez-le à quelqu’un qui doit le voir.',
      () => 'Partagez-le avec quelqu’un qui va adorer 🔁',
      () => 'Enregistrez, partagez et identifiez quelqu’un que ça intéressera.',
    ],
    priceLine: (price) => `À partir de ${price}`,
  },
  professional: {
    leads: ['Bon à savoir\u00a0:', 'L’essentiel\u00a0:'],
    hooks: [
      (brief) => `Coup de projecteur\u00a0: ${brief.subject}.`,
      (brief) => `${titled(brief)}\u00a0: un regard concret.`,
    ],
    keyStrengths: (first, second) => `Points forts\u00a0: ${first} et ${second}.`,
    source: (title) => `Source\u00a0: ${title}`,
  },
  supportLines: {
    promotion: [
      (brief) =>
        brief.audience
          ? `Une belle occasion pour les ${brief.audience}, tant que ça dure.`
          : 'C’est une belle occasion, et elle ne durera pas.',
      () => 'L’offre est valable pour une durée limitée.',
    ],
    event: [
      () => 'Notez la date et venez accompagnés\u202f!',
      (brief) =>
        brief.audience
          ? `Pensé pour les ${brief.audience}, et tout le monde est le bienvenu.`
          : 'Tout le monde est le bienvenu, faites passer le mot.',
    ],
    launch: [
      () => 'Tout a été pensé pour vous simplifier la vie.',
      (brief) =>
        brief.audience
          ? `Conçu en pensant aux ${brief.audience}.`
          : 'Conçu pour de vraies personnes, avec de vrais besoins.',
    ],
    howto: [
      () => 'Se lancer est plus simple qu’il n’y paraît.',
      (brief) =>
        brief.audience
          ? `De petits changements font une vraie différence pour les ${brief.audience}.`
          : 'Ce sont les petits changements réguliers qui comptent le plus.',
    ],
    story: [
      () => 'Chaque étape nous a appris quelque chose qui mérite d’être partagé.',
      () => 'Ça n’a jamais été une ligne droite, et c’est tout l’intérêt.',
    ],
    insight: [
      (brief) => `${titled(brief)}\u00a0: ça mérite plus d’attention qu’on ne le pense.`,
      (brief) =>
        brief.audience
          ? `C’est surtout important pour les ${brief.audience}.`
          : 'C’est plus important qu’on ne le croit.',
    ],
  },
  engaging: {
    hooks: [
      (brief) => `Petite question\u00a0: ${brief.subject}, ça vous inspire quoi\u202f?`,
      (brief) => `${titled(brief)}\u00a0: quelle est la première chose qui vous vient à l’esprit\u202f?`,
    ],
    invitations: [
      () => 'Dites-le-nous en commentaire 👇',
      () => 'Commentez et identifiez quelqu’un qui a son mot à dire.',
    ],
  },
  storytelling: {
    outcomeLead: 'Ce que ça change pour vous\u00a0:',
    moments: [
      () => 'Tout a commencé par un simple moment.',
      () => 'Imaginez un peu.',
      () => 'Il y a quelque temps, ce n’était qu’une idée.',
      () => 'On se souvient du jour où tout s’est éclairé.',
    ],
    tensions: [
      () => 'Mais ça n’a pas été facile.',
      () => 'Le plus dur\u202f? Que ça marche dans la vraie vie, pas seulement sur le papier.',
      () => 'Le hic\u00a0: tout le monde avait un avis, mais peu avaient des réponses.',
    ],
    resolutions: [
      (brief) =>
        isAnnouncement(brief.intent)
          ? 'Aujourd’hui, c’est une réalité, et chaque étape en valait la peine.'
          : 'Alors on a continué, et le résultat parle de lui-même.',
      (brief) => `${titled(brief)}\u00a0: aujourd’hui, tout a changé, et c’est bien là l’essentiel.`,
      () => 'La leçon\u00a0: les meilleurs résultats viennent de la persévérance.',
    ],
  },
  informative: {
    hooks: [
      (brief) => `${titled(brief)}\u00a0: ce qu’il faut savoir.`,
      (brief) => `${titled(brief)}, l’essentiel en quelques points.`,
      (brief) => `L’essentiel à savoir\u00a0: ${brief.subject}.`,
      (brief) => `${titled(brief)}\u00a0: le point en bref.`,
    ],
    callsToAction: [() => 'Enregistrez ce post pour l’avoir sous la main.'],
  },
  normal: {
    callsToAction: [
      () => 'Dites-nous ce que vous en pensez.',
      () => 'Partagez-le avec les personnes que ça intéresse.',
    ],
  },
  platforms: {
    linkInBio: 'Lien en bio.',
    facebookQuestions: [() => 'Qu’en pensez-vous\u202f? Dites-le-nous en commentaire.'],
  },
  notes: {
    variationReasons: {
      viral:
        'Un post viral\u00a0: les faits clés en phrases courtes et percutantes, écrit pour être enregistré et partagé.',
      professional:
        'Un post professionnel\u00a0: le résultat d’abord, puis les faits, un paragraphe chacun, sans emphase.',
      engaging: 'Un post engageant\u00a0: il s’adresse directement au lecteur et l’invite à répondre.',
      storytelling:
        'Une histoire\u00a0: la situation d’abord, puis ce qui change, puis ce que cela signifie pour le lecteur, à partir des seuls faits du brief.',
      informative:
        'Un post informatif\u00a0: le fait clé d’abord, puis l’essentiel point par point, facile à parcourir et à enregistrer.',
      normal: 'Un post simple\u00a0: le brief dit tel quel, facile à lire pour un large public.',
    },
    figures: (f) =>
      `Sur ${f.platformName}\u00a0: ${joinList([
        `${f.length}/${f.limit} caractères (${{ short: 'court pour cette plateforme', ideal: 'dans sa zone idéale habituelle', long: 'long pour cette plateforme' }[f.fit]})`,
        ...(f.hashtags > 0 ? [`${f.hashtags} hashtag${f.hashtags === 1 ? '' : 's'}`] : []),
        ...(f.emoji > 0 ? [`${f.emoji} emoji`] : []),
        ...(f.asksQuestion ? ['une question au lecteur'] : []),
        ...(f.hasCallToAction ? ['un appel à l’action'] : []),
        ...(f.figure ? [`le chiffre «\u00a0${f.figure}\u00a0»`] : []),
      ])}`,
    timing: {
      instagram: 'publiez vers 11 h-13 h ou 19 h-21 h.',
      twitter: 'publiez en semaine le matin, entre 8 h et 10 h.',
      linkedin: 'publiez du mardi au jeudi, entre 8 h et 10 h.',
      facebook: 'publiez en semaine, entre 13 h et 15 h.',
      tiktok: 'publiez en soirée, entre 18 h et 21 h.',
      youtube: 'publiez l’après-midi, entre 14 h et 16 h.',
    },
    unusableAnswerPrefix:
      'Post de secours du rédacteur hors ligne de Postforge, car la réponse de l’IA n’était pas un tableau JSON exploitable.',
    missingPairPrefix:
      'Post de secours du rédacteur hors ligne de Postforge, car la réponse de l’IA ne contenait aucun post exploitable pour cette plateforme et cette variante.',
  },
  enhancement: {
    marker: ' Rédigez-le pour ',
    write: ({ base, intent, audience, subject, keyTerms }) => {
      const [angle, tone] = angles[intent];
      const reader = audience
        ? `les ${audience}`
        : subject
          ? `les personnes intéressées par « ${subject} »`
          : 'votre public';
      const feature = keyTerms.length > 0 ? ` Mettez en avant ${joinList(keyTerms)}.` : '';
      return `${base}. Rédigez-le pour ${reader}, avec ${angle} et un ton ${tone}.${feature} Commencez par une accroche forte et terminez par un appel à l’action clair.`;
    },
  },
};
