/**
 * Structured data a page declares about itself: JSON-LD nodes (schema.org) and meta tags (Open Graph,
 * product:*, Twitter cards, description). Read before the extraction removes scripts.
 */
import type { CheerioAPI } from 'cheerio';
import { normalizeSpace, stripTags } from './scraping.text';

/** A JSON value as parsed from a JSON-LD block. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
/** A JSON object as parsed from a JSON-LD block. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/** What the page declares: every typed JSON-LD node (nested ones included) and the meta tags. */
export interface StructuredData {
  nodes: JsonObject[];
  /** Meta tag contents keyed by lower-cased property/name; a key may repeat (several og:image). */
  meta: Map<string, string[]>;
}

/** Reads JSON-LD blocks (tolerating comments and broken blocks) and meta tags. */
export function readStructuredData($: CheerioAPI): StructuredData {
  const nodes: JsonObject[] = [];
  $('script[type="application/ld+json" i]').each((_index, element) => {
    const raw = $(element)
      .text()
      .replace(/^\s*<!--|-->\s*$/g, '');
    try {
      collectTypedNodes(JSON.parse(raw) as JsonValue, nodes, 0);
    } catch {
      // A broken block is ignored; the rest of the page still counts.
    }
  });
  const meta = new Map<string, string[]>();
  $('meta').each((_index, element) => {
    const tag = $(element);
    const key = (tag.attr('property') ?? tag.attr('name') ?? tag.attr('itemprop') ?? '').trim().toLowerCase();
    const content = tag.attr('content');
    if (key === '' || content === undefined || normalizeSpace(content) === '') return;
    meta.set(key, [...(meta.get(key) ?? []), normalizeSpace(content)]);
  });
  return { nodes, meta };
}

function collectTypedNodes(value: JsonValue, into: JsonObject[], depth: number): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectTypedNodes(item, into, depth + 1);
    return;
  }
  if (value['@type'] !== undefined) into.push(value);
  for (const [key, child] of Object.entries(value)) {
    if (key !== '@context') collectTypedNodes(child, into, depth + 1);
  }
}

/** The first meta value of any of the keys, in the order given. */
export function firstMeta(data: StructuredData, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = data.meta.get(key)?.[0];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The schema.org type names of a node, without any 'http://schema.org/' or 'schema:' prefix. */
export function typesOf(node: JsonObject): string[] {
  const raw = node['@type'];
  const values = Array.isArray(raw) ? raw : [raw];
  return values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.replace(/^.*[/:]/, ''));
}

/** The first node having one of the types. */
export function findNode(data: StructuredData, types: readonly string[]): JsonObject | undefined {
  return data.nodes.find((node) => typesOf(node).some((type) => types.includes(type)));
}

/** A JSON-LD value as text: strings and numbers directly, objects by `name`, arrays by their first usable item. */
export function readText(value: JsonValue | undefined): string | undefined {
  if (typeof value === 'string') {
    const text = stripTags(value);
    return text === '' ? undefined : text;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = readText(item);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') return readText(value.name);
  return undefined;
}

/** A JSON-LD value as a number ('4.6', 4.6, '1,234'); undefined when it is not one. */
export function readNumber(value: JsonValue | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const parsed = Number(value.replace(/,/g, '').trim());
    return value.trim() !== '' && Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** URLs of a JSON-LD image/video value: a string, an ImageObject ({url | contentUrl}), or a list of them. */
export function readUrls(value: JsonValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => readUrls(item));
  if (value !== null && typeof value === 'object') {
    return [value.url, value.contentUrl, value.embedUrl].flatMap((item) =>
      typeof item === 'string' ? [item] : [],
    );
  }
  return [];
}

/** The value as a list of objects (a single object becomes a one-item list). */
export function asObjects(value: JsonValue | undefined): JsonObject[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter(
    (item): item is JsonObject => item !== null && typeof item === 'object' && !Array.isArray(item),
  );
}
