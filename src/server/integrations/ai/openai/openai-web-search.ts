/**
 * Call 1 of the spec: POST /v1/responses with the web-search-preview tool, reading
 * output[].content[].text with url_citation annotations, else output_text or text.
 */
import type { WebSource } from '../types';
import type { OpenAiClient } from './openai-http';
import { ProviderError } from './openai-http';
import { asArray, asRecord, asText } from './openai-json';

/** The path of call 1. */
export const responsesPath = '/v1/responses';

/** The source of a url_citation annotation, in either the flat (Responses) or nested (chat) layout. */
function readCitation(annotation: unknown): WebSource | undefined {
  const record = asRecord(annotation);
  if (!record || record.type !== 'url_citation') return undefined;
  const citation = asRecord(record.url_citation) ?? record;
  const url = asText(citation.url);
  if (url === undefined) return undefined;
  const location = asText(citation.location);
  const source: WebSource = { title: asText(citation.title)?.trim() ?? url, url };
  if (location !== undefined) source.location = location.trim();
  return source;
}

/**
 * Reads a Responses answer: the text parts of every output item joined by blank lines, and the cited
 * sources once per URL in citation order. Falls back to `output_text`, then `text`, when the output holds
 * no text. Throws ProviderError(502) when there is no text at all.
 */
export function parseWebSearchAnswer(answer: unknown): { text: string; sources: WebSource[] } {
  const root = asRecord(answer);
  const texts: string[] = [];
  const sources = new Map<string, WebSource>();
  for (const item of asArray(root?.output)) {
    for (const part of asArray(asRecord(item)?.content)) {
      const partRecord = asRecord(part);
      const text = asText(partRecord?.text);
      if (text !== undefined) texts.push(text.trim());
      for (const annotation of asArray(partRecord?.annotations)) {
        const source = readCitation(annotation);
        if (source && !sources.has(source.url)) sources.set(source.url, source);
      }
    }
  }
  const outputText = root?.output_text;
  const fallbackText =
    asText(outputText) ??
    (Array.isArray(outputText)
      ? asText(outputText.filter((entry) => typeof entry === 'string').join('\n\n'))
      : undefined) ??
    asText(root?.text);
  const text = texts.length > 0 ? texts.join('\n\n') : fallbackText?.trim();
  if (text === undefined) throw new ProviderError(502, 'AI provider answered the web search without text');
  return { text, sources: [...sources.values()] };
}

/** The input of call 1: the user's prompt with the instruction to gather citable, current facts for posts. */
export function buildWebSearchInput(prompt: string): string {
  return (
    'Search the web for current, accurate information about the topic below. Summarise the key facts, ' +
    'figures, dates and recent developments a social media post could use, and cite every source.\n\n' +
    `Topic: ${prompt.trim()}`
  );
}

/** Runs call 1 for `prompt` with `model` (a model that supports the web-search-preview tool). */
export async function searchWebWithResponses(
  client: OpenAiClient,
  model: string,
  prompt: string,
  signal?: AbortSignal,
): Promise<{ text: string; sources: WebSource[] }> {
  const answer = await client.postJson(
    responsesPath,
    {
      model,
      tools: [{ type: 'web_search_preview' }],
      tool_choice: { type: 'web_search_preview' },
      input: buildWebSearchInput(prompt),
    },
    { signal },
  );
  return parseWebSearchAnswer(answer);
}
