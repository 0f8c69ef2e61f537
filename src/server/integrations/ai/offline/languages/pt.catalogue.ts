/**
 * The offline writer's Portuguese phrases (see `PhraseCatalogue`): wording that reads naturally in Portugal
 * and in Brazil (no gerund-only or enclitic-only forms, 'compartilhe' rather than 'partilhe'). The subject
 * only stands before or after a colon, so no article has to agree with it.
 */
import type { PostIntent } from './reading-rules';
import type { Phrase, PhraseCatalogue } from './catalogue';
import { capitalize } from '../offline-writer.text';

const titled: Phrase = (brief) => capitalize(brief.subject, 'pt');
const joinList = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;
const isAnnouncement = (intent: PostIntent) =>
  intent === 'launch' || intent === 'event' || intent === 'promotion';

const angles: Record<PostIntent, readonly [string, string]> = {
  promotion: ['uma oferta clara e um motivo para agir já', 'animado e persuasivo'],
  event: ['o quando, o onde e o motivo para ir', 'caloroso e acolhedor'],
  launch: ['o que há de novo e por que importa', 'confiante e entusiasmado'],
  howto: ['valor prático, passo a passo', 'útil e claro'],
  story: ['uma breve história dos bastidores', 'autêntico e pessoal'],
  insight: ['uma ideia clara e uma conclusão concreta', 'ponderado e credível'],
};

/** Portuguese phrases. */
export const ptCatalogue: PhraseCatalogue = {
  language: 'pt',
  fallbackTopic: 'Algo que vale a pena compartilhar',
  fallbackSubject: 'o nosso tema',
  joinList,
  wasPrice: (price, original) => `${price} (antes ${original})`,
  viral: {
    hooks: [
      (brief) => `${titled(brief)}: o essencial 👇`,
      (brief) => `${titled(brief)}: agora é que fica interessante 👀`,
      (brief) => `👀 Vale a pena ver: ${titled(brief)}.`,
    ],
    curiosityGaps: [
      (brief) =>
        brief.isVideo
          ? 'Não pare o vídeo antes do fim: o melhor fica para o final 👇'
          : 'E aqui está o detalhe que quase ninguém percebe 👇',
      () => 'O melhor? Não é o que parece.',
      () => 'E há um bom motivo para isto importar tanto.',
    ],
    callsToAction: [
      () => 'Guarde para mais tarde e compartilhe com quem precisa de ver isto.',
      () => 'Compartilhe com alguém que vai adorar 🔁',
      () => 'Guarde, compartilhe e marque quem precisa disto.',
    ],
    priceLine: (price) => `A partir de ${price}`,
  },
  professional: {
    leads: ['Vale a pena saber:', 'O essencial:'],
    hooks: [
      (brief) => `Em foco: ${brief.subject}.`,
      (brief) => `${titled(brief)}, do ponto de vista prático.`,
    ],
    keyStrengths: (first, second) => `Pontos fortes: ${first} e ${second}.`,
    source: (title) => `Fonte: ${title}`,
  },
  supportLines: {
    promotion: [
      (brief) =>
        brief.audience
          ? `Uma ótima oportunidade para ${brief.audience}, enquanto durar.`
          : 'É uma ótima oportunidade, e não vai durar muito.',
      () => 'A oferta é válida apenas por tempo limitado.',
    ],
    event: [
      () => 'Marque na agenda e venha com alguém.',
      (brief) =>
        brief.audience
          ? `Pensado para ${brief.audience}, e todos são bem-vindos.`
          : 'Todos são bem-vindos, passe a palavra!',
    ],
    launch: [
      () => 'Foi pensado para tornar tudo mais simples.',
      (brief) =>
        brief.audience
          ? `Criado para ${brief.audience}.`
          : 'Criado para pessoas reais, com necessidades reais.',
    ],
    howto: [
      () => 'Começar é mais fácil do que parece.',
      (brief) =>
        brief.audience
          ? `Pequenas mudanças fazem uma grande diferença para ${brief.audience}.`
          : 'São as pequenas mudanças constantes que fazem a diferença.',
    ],
    story: [
      () => 'Cada passo trouxe uma lição que vale a pena contar.',
      () => 'Nunca foi um caminho em linha reta, e é isso que importa.',
    ],
    insight: [
      (brief) => `${titled(brief)}: merece mais atenção do que recebe.`,
      (brief) =>
        brief.audience ? `Importa sobretudo para ${brief.audience}.` : 'Importa mais do que muitos pensam.',
    ],
  },
  engaging: {
    hooks: [
      (brief) => `Pergunta rápida: ${brief.subject}, o que acha?`,
      (brief) => `${titled(brief)}: o que vem à cabeça primeiro?`,
    ],
    invitations: [
      () => 'Conte-nos nos comentários 👇',
      () => 'Comente e marque alguém que devia dar a sua opinião.',
    ],
  },
  storytelling: {
    outcomeLead: 'O que isto significa para si:',
    moments: [
      () => 'Tudo começou com um único momento.',
      () => 'Imagine a cena.',
      () => 'Há algum tempo, isto era só uma ideia.',
      () => 'Ainda nos lembramos do dia em que tudo fez sentido.',
    ],
    tensions: [
      () => 'Mas não foi nada fácil.',
      () => 'A parte difícil? Fazer funcionar na vida real, não só no papel.',
      () => 'O problema: todos tinham uma opinião, mas poucos tinham respostas.',
    ],
    resolutions: [
      (brief) =>
        isAnnouncement(brief.intent)
          ? 'Agora é uma realidade, e cada passo valeu a pena.'
          : 'Seguimos em frente, e o resultado fala por si.',
      (brief) => `${titled(brief)}: hoje tudo é diferente, e é isso que importa.`,
      () => 'A lição: os melhores resultados vêm de não desistir.',
    ],
  },
  informative: {
    hooks: [
      (brief) => `${titled(brief)}: tudo o que importa saber.`,
      (brief) => `${titled(brief)}, explicado em poucos pontos.`,
      (brief) => `Em poucas palavras: ${brief.subject}.`,
      (brief) => `${titled(brief)}: o essencial.`,
    ],
    callsToAction: [() => 'Guarde este post para consultar quando precisar.'],
  },
  normal: {
    callsToAction: [() => 'Diga-nos o que acha.', () => 'Compartilhe com quem também vai gostar de saber.'],
  },
  platforms: {
    linkInBio: 'Link na bio.',
    facebookQuestions: [() => 'O que acha? Conte-nos nos comentários.'],
  },
  notes: {
    variationReasons: {
      viral:
        'Uma publicação viral: os factos principais em frases curtas e diretas, escrita para ser guardada e partilhada.',
      professional:
        'Uma publicação profissional: primeiro o resultado, depois os factos, um parágrafo cada, sem exageros.',
      engaging: 'Uma publicação envolvente: fala diretamente com o leitor e convida-o a responder.',
      storytelling:
        'Uma história: primeiro a situação, depois o que muda e a seguir o que significa para o leitor, só com os factos do briefing.',
      informative:
        'Uma publicação informativa: primeiro o facto principal, depois o essencial ponto a ponto, fácil de ler e de guardar.',
      normal:
        'Uma publicação simples: o briefing dito tal como foi contado, fácil de ler para um público amplo.',
    },
    figures: (f) =>
      `No ${f.platformName}: ${joinList([
        `${f.length}/${f.limit} caracteres (${{ short: 'curta para esta plataforma', ideal: 'na sua faixa ideal habitual', long: 'longa para esta plataforma' }[f.fit]})`,
        ...(f.hashtags > 0 ? [`${f.hashtags} hashtag${f.hashtags === 1 ? '' : 's'}`] : []),
        ...(f.emoji > 0 ? [`${f.emoji} emoji${f.emoji === 1 ? '' : 's'}`] : []),
        ...(f.asksQuestion ? ['uma pergunta ao leitor'] : []),
        ...(f.hasCallToAction ? ['uma chamada para ação'] : []),
        ...(f.figure ? [`o número «${f.figure}»`] : []),
      ])}`,
    timing: {
      instagram: 'publique entre as 11h e as 13h ou entre as 19h e as 21h.',
      twitter: 'publique nos dias úteis de manhã, entre as 8h e as 10h.',
      linkedin: 'publique de terça a quinta, entre as 8h e as 10h.',
      facebook: 'publique nos dias úteis, entre as 13h e as 15h.',
      tiktok: 'publique ao fim do dia, entre as 18h e as 21h.',
      youtube: 'publique à tarde, entre as 14h e as 16h.',
    },
    unusableAnswerPrefix:
      'Publicação de recurso do redator offline do Postforge, porque a resposta da IA não era um array JSON utilizável.',
    missingPairPrefix:
      'Publicação de recurso do redator offline do Postforge, porque a resposta da IA não tinha nenhuma publicação utilizável para esta plataforma e variação.',
  },
  enhancement: {
    marker: ' Escreva-o para ',
    write: ({ base, intent, audience, subject, keyTerms }) => {
      const [angle, tone] = angles[intent];
      const reader = audience ?? (subject ? `quem se interessa por «${subject}»` : 'o seu público');
      const feature = keyTerms.length > 0 ? ` Destaque ${joinList(keyTerms)}.` : '';
      return `${base}. Escreva-o para ${reader}, com ${angle} e um tom ${tone}.${feature} Comece com um gancho forte e termine com um apelo à ação claro.`;
    },
  },
};
