/**
 * Answer bodies of the fake AI provider, in the real wire formats: chat completions (posts as a JSON array
 * built from the requested pairs, or the short prompt answers), Responses with url_citation annotations,
 * verbose_json transcriptions and embeddings. Deterministic: the same request gives the same answer.
 */
import { pairsLinePrefix } from '../../src/server/integrations/ai/openai/openai-posts.prompt';

/** How the post-generation chat call answers. */
export type FakePostsBehaviour =
  | 'json'
  | 'fenced'
  | 'partial'
  | 'non-json'
  | 'empty'
  | 'error'
  | 'hang'
  /** Streamed only: one chunk of the stream is not JSON. */
  | 'malformed-chunk'
  /** Streamed only: the server closes the stream half-way, without [DONE]. */
  | 'cut-off'
  /** Every requested pair, preceded by a pair nobody asked for (twitter:viral), as a careless model answers. */
  | 'extra-pair';

/** Which use of call 2 a chat request is, told apart by its temperature and max_tokens. */
export type ChatUse = 'posts' | 'image-prompt' | 'video-prompt' | 'shorten' | 'enhance';

/** A chat request body as the fake reads it. */
export interface ChatBody {
  model?: unknown;
  messages?: unknown;
  temperature?: unknown;
  max_tokens?: unknown;
}

/**
 * Tells the uses of call 2 apart: 8000 tokens posts, 2000 shorten to fit, 1200 video prompt, 300 at 0.8 image
 * prompt, else enhance.
 */
export function classifyChat(body: ChatBody): ChatUse {
  if (body.max_tokens === 8000) return 'posts';
  if (body.max_tokens === 2000) return 'shorten';
  if (body.max_tokens === 1200) return 'video-prompt';
  if (body.max_tokens === 300 && body.temperature === 0.8) return 'image-prompt';
  return 'enhance';
}

/** The text of the last user message of a chat body ('' when none). */
export function readUserMessage(body: ChatBody): string {
  const messages = Array.isArray(body.messages) ? (body.messages as unknown[]) : [];
  for (const message of [...messages].reverse()) {
    const record = message as { role?: unknown; content?: unknown } | null;
    if (record?.role === 'user' && typeof record.content === 'string') return record.content;
  }
  return '';
}

/** The pairs a prompt asks for, from its 'Pairs to write' line, else from a hint header 'instagram:viral,...'. */
export function readRequestedPairs(
  userMessage: string,
  hint: string | undefined,
): Array<{ platform: string; variation: string }> {
  const line = userMessage.split('\n').find((entry) => entry.startsWith(pairsLinePrefix));
  const source = line !== undefined ? line.slice(pairsLinePrefix.length) : (hint ?? 'instagram:normal');
  return [...source.matchAll(/([a-z]+):([a-z]+)/gu)].map((match) => ({
    platform: match[1] ?? '',
    variation: match[2] ?? '',
  }));
}

function readIdea(userMessage: string): string {
  const line = userMessage.split('\n').find((entry) => entry.startsWith('Idea: '));
  return (line?.slice('Idea: '.length) ?? userMessage).trim().slice(0, 180) || 'our new product';
}

const hooks: Record<string, string> = {
  viral: 'Nobody talks about this:',
  professional: 'A practical note for teams:',
  engaging: 'Quick question for you:',
  storytelling: 'Last spring, it started with one idea:',
  informative: 'Three facts worth knowing:',
  normal: 'Something new:',
};
const engagementWords = ['High', 'very high', 'Medium', 'low'];

/** One JSON post per requested pair (engagement words in mixed case, as models write them). */
export function buildPosts(userMessage: string, hint: string | undefined): Array<Record<string, unknown>> {
  const idea = readIdea(userMessage);
  return readRequestedPairs(userMessage, hint).map((pair, index) => ({
    platform: pair.platform,
    variation: pair.variation,
    title: `${pair.platform} ${pair.variation} post`,
    content: `${hooks[pair.variation] ?? 'Hello:'} ${idea}\n\n#Fake #Postforge`,
    hashtags: ['#Fake', 'Postforge'],
    strategy: `Written for ${pair.platform} in the ${pair.variation} style.`,
    engagement: engagementWords[index % engagementWords.length],
    imagePrompt: `A bright photograph about ${idea}`,
  }));
}

/** The assistant text of a post-generation answer for a behaviour ('error' and 'hang' are handled by the server). */
export function buildPostsText(
  behaviour: FakePostsBehaviour,
  userMessage: string,
  hint: string | undefined,
): string {
  const posts = buildPosts(userMessage, hint);
  switch (behaviour) {
    case 'fenced':
      return `Here are your posts:\n\`\`\`json\n${JSON.stringify(posts, null, 2)}\n\`\`\`\nGood luck with the launch [1]!`;
    case 'partial':
      return JSON.stringify([
        ...posts.slice(0, 1),
        { platform: 'instagram', variation: 'viral', content: '' },
      ]);
    case 'non-json':
      return 'I am sorry, I cannot format this as JSON. Here is an idea instead: post a behind-the-scenes photo.';
    case 'empty':
      return '';
    case 'extra-pair':
      return JSON.stringify([...buildPosts('', 'twitter:viral'), ...posts]);
    default:
      return JSON.stringify(posts);
  }
}

/** The assistant text of the short chat uses. */
export function buildShortChatText(use: Exclude<ChatUse, 'posts'>, userMessage: string): string {
  // Shorten to fit: the post's first sentence, as a model that cuts filler would answer.
  if (use === 'shorten') {
    const post = userMessage.split('\nPost:\n')[1] ?? '';
    return /^[^.!?]*[.!?]/u.exec(post.trim())?.[0] ?? post.trim().slice(0, 100);
  }
  const postLine = /Post:\n([^\n]*)/u.exec(userMessage)?.[1]?.trim() ?? readIdea(userMessage);
  if (use === 'image-prompt') return `"A bright, natural photograph illustrating: ${postLine}"`;
  if (use === 'video-prompt') return `A smooth 5-second tracking shot that shows: ${postLine}`;
  return `${readIdea(userMessage)}, for busy readers, with a clear hook, one practical takeaway and a friendly call to action`;
}

/** A chat.completion envelope around `text`. */
export function buildChatCompletion(model: unknown, text: string): Record<string, unknown> {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
  };
}

/** The text and citations the fake web search answers with. */
export const fakeWebSearchText =
  'Solar panel installations grew 30% in 2024 according to the Energy Review. Lisbon opened its largest rooftop array in March.';

/** A Responses answer with a web_search_call item and a message whose text has url_citation annotations. */
export function buildWebSearchAnswer(model: unknown, isOutputTextOnly: boolean): Record<string, unknown> {
  if (isOutputTextOnly)
    return { id: 'resp_fake', object: 'response', model, output: [], output_text: fakeWebSearchText };
  const annotations = [
    {
      type: 'url_citation',
      start_index: 0,
      end_index: 60,
      url: 'https://energy-review.example/2024',
      title: 'Energy Review 2024',
    },
    {
      type: 'url_citation',
      start_index: 61,
      end_index: 120,
      url: 'https://lisbon-news.example/rooftop',
      title: 'Rooftop array opens',
      location: 'Lisbon, Portugal',
    },
    {
      type: 'url_citation',
      start_index: 0,
      end_index: 10,
      url: 'https://energy-review.example/2024',
      title: 'Energy Review 2024',
    },
  ];
  return {
    id: 'resp_fake',
    object: 'response',
    model,
    output: [
      { type: 'web_search_call', id: 'ws_fake', status: 'completed' },
      {
        type: 'message',
        id: 'msg_fake',
        role: 'assistant',
        content: [{ type: 'output_text', text: fakeWebSearchText, annotations }],
      },
    ],
  };
}

/** A verbose_json transcription of an uploaded file ('' text for silent footage). */
export function buildTranscription(filename: string, isSilent: boolean): Record<string, unknown> {
  const text = isSilent
    ? ''
    : `Today I want to show you how we plan a whole week of posts in ten minutes (${filename}).`;
  return { task: 'transcribe', language: 'english', duration: 4.5, text, segments: [] };
}

/** A deterministic 8-dimension vector of a text (sums of its char codes by position modulo 8, scaled). */
export function embedText(text: string): number[] {
  const sums = new Array<number>(8).fill(0);
  for (let index = 0; index < text.length; index += 1) {
    sums[index % 8] = (sums[index % 8] ?? 0) + text.charCodeAt(index);
  }
  return sums.map((sum) => (sum % 1000) / 1000);
}

/** An embeddings answer, its items listed in reverse order with their index (clients must sort). */
export function buildEmbeddingsAnswer(model: unknown, input: unknown): Record<string, unknown> {
  const texts = Array.isArray(input) ? input.map(String) : [String(input)];
  const data = texts
    .map((text, index) => ({ object: 'embedding', index, embedding: embedText(text) }))
    .reverse();
  return { object: 'list', model, data, usage: { prompt_tokens: texts.length, total_tokens: texts.length } };
}
