/**
 * The offline writer's Spanish phrases (see `PhraseCatalogue`): tuteo, the usual register of brand accounts,
 * with wording common to Spain and Latin America (no vosotros). The subject only stands before or after a
 * colon, so no article has to agree with it.
 */
import type { PostIntent } from './reading-rules';
import type { Phrase, PhraseCatalogue } from './catalogue';
import { capitalize } from '../offline-writer.text';

const titled: Phrase = (brief) => capitalize(brief.subject, 'es');
const joinList = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1] ?? ''}`;
const isAnnouncement = (intent: PostIntent) =>
  intent === 'launch' || intent === 'event' || intent === 'promotion';

const angles: Record<PostIntent, readonly [string, string]> = {
  promotion: ['una oferta clara y un motivo para actuar ya', 'animado y persuasivo'],
  event: ['el cuándo, el dónde y por qué merece la pena ir', 'cálido y cercano'],
  launch: ['qué hay de nuevo y por qué importa', 'seguro y entusiasta'],
  howto: ['valor práctico, paso a paso', 'útil y claro'],
  story: ['una breve historia entre bastidores', 'auténtico y personal'],
  insight: ['una idea clara y una conclusión concreta', 'reflexivo y creíble'],
};

/** Spanish phrases. */
export const esCatalogue: PhraseCatalogue = {
  language: 'es',
  fallbackTopic: 'Algo que merece la pena compartir',
  fallbackSubject: 'nuestro tema',
  joinList,
  wasPrice: (price, original) => `${price} (antes ${original})`,
  viral: {
    hooks: [
      (brief) => `${titled(brief)}: lo esencial 👇`,
      (brief) => `${titled(brief)}: la cosa se pone interesante 👀`,
      (brief) => `👀 Merece la pena: ${titled(brief)}.`,
    ],
    curiosityGaps: [
      (brief) =>
        brief.isVideo
          ? 'Míralo hasta el final: ahí está lo que casi nadie ve 👇'
          : 'Y aquí va lo que casi todo el mundo pasa por alto 👇',
      () => '¿Lo mejor? No es lo que te imaginas.',
      () => 'Espera a ver por qué importa tanto.',
    ],
    callsToAction: [
      () => 'Guárdalo para luego y compártelo con quien necesite verlo.',
      () => 'Compártelo con alguien a quien le va a encantar 🔁',
      () => 'Guárdalo, compártelo y etiqueta a quien lo necesite.',
    ],
    priceLine: (price) => `Desde ${price}`,
  },
  professional: {
    leads: ['Para tener en cuenta:', 'Lo principal:'],
    hooks: [
      (brief) => `Bajo la lupa: ${brief.subject}.`,
      (brief) => `${titled(brief)}, desde un punto de vista práctico.`,
    ],
    keyStrengths: (first, second) => `Sus puntos fuertes: ${first} y ${second}.`,
    source: (title) => `Fuente: ${title}`,
  },
  supportLines: {
    promotion: [
      (brief) =>
        brief.audience
          ? `Una buena oportunidad para ${brief.audience}, mientras dure.`
          : 'Es una buena oportunidad y no durará mucho.',
      () => 'La oferta es solo por tiempo limitado.',
    ],
    event: [
      () => 'Apunta la fecha y ven con alguien.',
      (brief) =>
        brief.audience
          ? `Pensado para ${brief.audience}, y todo el mundo es bienvenido.`
          : 'Todo el mundo es bienvenido, ¡corre la voz!',
    ],
    launch: [
      () => 'Está pensado para hacerte las cosas más fáciles.',
      (brief) =>
        brief.audience
          ? `Diseñado pensando en ${brief.audience}.`
          : 'Diseñado para personas reales con necesidades reales.',
    ],
    howto: [
      () => 'Empezar es más fácil de lo que parece.',
      (brief) =>
        brief.audience
          ? `Los pequeños cambios marcan la diferencia para ${brief.audience}.`
          : 'Los cambios pequeños y constantes son los que más cuentan.',
    ],
    story: [
      () => 'Cada paso nos enseñó algo que merece la pena contar.',
      () => 'Nunca fue un camino recto, y de eso se trata.',
    ],
    insight: [
      (brief) => `${titled(brief)}: merece más atención de la que recibe.`,
      (brief) =>
        brief.audience
          ? `Es especialmente importante para ${brief.audience}.`
          : 'Importa más de lo que parece.',
    ],
  },
  engaging: {
    hooks: [
      (brief) => `Pregunta rápida: ${brief.subject}, ¿qué te parece?`,
      (brief) => `${titled(brief)}: ¿qué es lo primero que se te viene a la cabeza?`,
    ],
    invitations: [
      () => 'Cuéntanoslo en los comentarios 👇',
      () => 'Comenta y etiqueta a alguien que tenga algo que decir.',
    ],
  },
  storytelling: {
    outcomeLead: 'Lo que significa para ti:',
    moments: [
      () => 'Todo empezó con un momento concreto.',
      () => 'Imagínatelo.',
      () => 'Hace un tiempo, esto era solo una idea.',
      () => 'Todavía recordamos el día en que todo encajó.',
    ],
    tensions: [
      () => 'Pero no fue nada fácil.',
      () => '¿Lo difícil? Que funcionara en la vida real, no solo sobre el papel.',
      () => 'El problema: todo el mundo tenía una opinión y pocos tenían respuestas.',
    ],
    resolutions: [
      (brief) =>
        isAnnouncement(brief.intent)
          ? 'Ya es una realidad, y cada paso mereció la pena.'
          : 'Así que seguimos adelante, y el resultado habla por sí solo.',
      (brief) => `${titled(brief)}: hoy todo se ve distinto, y de eso se trata.`,
      () => 'La lección: los mejores resultados llegan cuando no te rindes.',
    ],
  },
  informative: {
    hooks: [
      (brief) => `${titled(brief)}: lo que tienes que saber.`,
      (brief) => `${titled(brief)}, explicado en pocos puntos.`,
      (brief) => `En pocas palabras: ${brief.subject}.`,
      (brief) => `${titled(brief)}: lo básico.`,
    ],
    callsToAction: [() => 'Guarda esta publicación para tenerla a mano.'],
  },
  normal: {
    callsToAction: [() => 'Cuéntanos qué te parece.', () => 'Compártelo con quien le pueda interesar.'],
  },
  platforms: {
    linkInBio: 'Enlace en la bio.',
    facebookQuestions: [() => '¿Qué te parece? Cuéntanoslo en los comentarios.'],
  },
  notes: {
    variationReasons: {
      viral:
        'Una publicación viral: los datos clave en frases cortas y directas, pensada para guardarla y compartirla.',
      professional:
        'Una publicación profesional: primero el resultado, luego los datos, un párrafo cada uno, sin exagerar.',
      engaging: 'Una publicación cercana: habla directamente al lector y le invita a responder.',
      storytelling:
        'Una historia: primero la situación, luego lo que cambia y después lo que significa para el lector, solo con los datos del briefing.',
      informative:
        'Una publicación informativa: primero el dato clave, luego lo esencial punto por punto, fácil de leer y de guardar.',
      normal:
        'Una publicación sencilla: el briefing tal como se contó, fácil de leer para un público amplio.',
    },
    figures: (f) =>
      `En ${f.platformName}: ${joinList([
        `${f.length}/${f.limit} caracteres (${{ short: 'corta para esta plataforma', ideal: 'en su franja ideal habitual', long: 'larga para esta plataforma' }[f.fit]})`,
        ...(f.hashtags > 0 ? [`${f.hashtags} hashtag${f.hashtags === 1 ? '' : 's'}`] : []),
        ...(f.emoji > 0 ? [`${f.emoji} emoji${f.emoji === 1 ? '' : 's'}`] : []),
        ...(f.asksQuestion ? ['una pregunta al lector'] : []),
        ...(f.hasCallToAction ? ['una llamada a la acción'] : []),
        ...(f.figure ? [`la cifra «${f.figure}»`] : []),
      ])}`,
    timing: {
      instagram: 'publica entre las 11:00 y las 13:00 o entre las 19:00 y las 21:00.',
      twitter: 'publica entre semana por la mañana, de 8:00 a 10:00.',
      linkedin: 'publica de martes a jueves, de 8:00 a 10:00.',
      facebook: 'publica entre semana, de 13:00 a 15:00.',
      tiktok: 'publica por la tarde, de 18:00 a 21:00.',
      youtube: 'publica por la tarde, de 14:00 a 16:00.',
    },
    unusableAnswerPrefix:
      'Publicación de respaldo del redactor sin conexión de Postforge, porque la respuesta de la IA no era un array JSON utilizable.',
    missingPairPrefix:
      'Publicación de respaldo del redactor sin conexión de Postforge, porque la respuesta de la IA no incluía ninguna publicación utilizable para esta plataforma y variante.',
  },
  enhancement: {
    marker: ' Escríbelo para ',
    write: ({ base, intent, audience, subject, keyTerms }) => {
      const [angle, tone] = angles[intent];
      const reader = audience ?? (subject ? `quienes se interesan por «${subject}»` : 'tu público');
      const feature = keyTerms.length > 0 ? ` Destaca ${joinList(keyTerms)}.` : '';
      return `${base}. Escríbelo para ${reader}, con ${angle} y un tono ${tone}.${feature} Empieza con un gancho potente y termina con una llamada a la acción clara.`;
    },
  },
};
