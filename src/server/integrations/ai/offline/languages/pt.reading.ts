/** How the offline writer reads a Portuguese brief (see `LanguageReadingSource`). */
import type { LanguageReadingSource } from './reading-rules';

/** Portuguese reading rules (European and Brazilian). */
export const ptReading: LanguageReadingSource = {
  extraStopWords:
    'escreve escreva escrever cria crie criar gera gere gerar faz faça fazer prepara prepare apresenta ' +
    'apresente mostra mostre partilha partilhe compartilhe compartilhar vem venha vinde descobre descubra ' +
    'aproveita aproveite junta-te junte-se inscreve-te inscreva-se reserva reserve encomenda encomende ' +
    'experimenta experimente prova prove oferece oferecemos abre abrimos inaugura celebra celebramos ' +
    'procura procuramos pode podem podes podemos é são somos será serão tem têm temos está estão vai vamos ' +
    'usa usas publicação publicações post posts texto textos conteúdo conteúdos novo nova novos novas ' +
    'melhor melhores cada todo todos toda todas muito bem também ainda já agora breve hoje amanhã ontem ' +
    'desde até mais menos dois duas três quatro cinco dez cem primeiro primeira vez hora horas dia dias ' +
    'semana semanas mês meses ano anos euro euros real reais segunda terça quarta quinta sexta sábado ' +
    'domingo feira janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro ' +
    'dezembro olá oi obrigado obrigada então pois dicas ideias passos razões grátis gratuito gratuita ' +
    'nosso nossa nossos nossas teu tua seu sua este esta estes estas esse essa isso isto acima abaixo grande grandes pequeno pequena bom boa belo bela',
  metaWords:
    'redes sociais conteúdo publicação publicações post posts vídeo vídeos clipe imagem imagens foto fotos ' +
    'reel reels campanha plataforma plataformas este esta para sobre',
  instructionPrefixes: [
    /^(?:por\s+favor\s*,?\s+)?(?:(?:podes|pode|poderia)\s+)?(?:escrev\w*|cri[ae]\w*|ger[ae]\w*|faz|faça|prepar\w*|preciso\s+de|quero)\s+(?:(?:um|uma|uns|umas|\d+)\s+)?(?:[\p{L}/-]+\s+){0,3}?(?:publicaç(?:ão|ões)|posts?|textos?|legendas?|tweets?|anúncios?|conteúdos?)\s+(?:sobre|de|para|acerca\s+de)\s+(?:(?:o|a|os|as|nosso|nossa)\s+)?/iu,
    /^(?:uma?\s+)?(?:publicação|post)\s+(?:sobre|de|para)\s+/iu,
  ],
  intents: [
    [
      'promotion',
      /(?:promoç|desconto|saldos|oferta|cupão|cupom|grátis|portes grátis|frete grátis|-?\d+\s?%)/iu,
    ],
    [
      'event',
      /(?:evento|workshop|oficina|conferência|encontro|festa|festival|concerto|inaugura|abre|abrimos)/iu,
    ],
    ['launch', /(?:nov[oa]s?|novidade|lança|lançamento|apresenta|descubra|descobre)/iu],
    ['howto', /(?:dicas?|guia|passos?|como|aprend|tutorial)/iu],
    [
      'story',
      /(?:história|aventura|bastidores|fundámos|fundamos|começámos|começamos|experiência|percurso)/iu,
    ],
  ],
  audienceNouns:
    'iniciantes principiantes pais mães famílias crianças alunos estudantes professores empreendedores ' +
    'clientes corredores atletas viajantes leitores sócios vizinhos idosos equipas equipes profissionais fãs',
  spokenFiller: /^(?:(?:então|bem|pois|é+|ok(?:ay)?|tipo)\b[,\s]*)+/iu,
  greeting: /^(?:olá|oi|bom dia|boa tarde|boa noite|bem-vind[oa]s?|obrigad[oa])\b/iu,
  determiners: [
    'a nossa',
    'o nosso',
    'as nossas',
    'os nossos',
    'nossa',
    'nosso',
    'a minha',
    'o meu',
    'a',
    'o',
    'as',
    'os',
  ],
  connectors: 'de do da dos das com ao',
  abbreviations: ['sr', 'sra', 'dr', 'dra', 'p. ex', 'av', 'n.º', 'nº', 'tel'],
  timeWords: 'meio-dia meia-noite manhã tarde noite fim semana hora horas minuto minutos',
};
