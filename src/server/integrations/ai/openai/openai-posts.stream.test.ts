import { describe, expect, it } from 'vitest';
import { createJsonArrayItemExtractor } from './openai-posts.stream';
import { readEventStream } from './openai-sse';

/** Feeds `pieces` to a fresh extractor and returns the items it handed on. */
function extract(pieces: string[]): { items: unknown[]; malformed: number } {
  const items: unknown[] = [];
  const extractor = createJsonArrayItemExtractor((item) => items.push(item));
  for (const piece of pieces) extractor.push(piece);
  return { items, malformed: extractor.malformedCount };
}

const tricky = [
  { platform: 'instagram', content: 'Braces } and ] and { inside "quotes" \\ a backslash' },
  {
    platform: 'twitter',
    content: 'Emoji 🎉 and ü, ß, 日本 with a \\"quoted\\" escape\nnew line',
    tags: ['a', ['b']],
  },
  { platform: 'linkedin', content: '\\u0041 stays text', n: 3 },
];

describe('createJsonArrayItemExtractor', () => {
  it('hands on every object of the array whatever the cut, inside strings, escapes and surrogate pairs', () => {
    const text = `Sure! Here they are:\n\`\`\`json\n${JSON.stringify(tricky, null, 2)}\n\`\`\`\nEnjoy [1].`;
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(extract([text.slice(0, cut), text.slice(cut)]).items).toEqual(tricky);
    }
    expect(extract([...text]).items).toEqual(tricky);
    // One UTF-16 unit at a time splits the emoji's surrogate pair too.
    expect(extract(text.split('')).items).toEqual(tricky);
  });

  it('hands on each object as soon as its closing brace arrives', () => {
    const items: unknown[] = [];
    const extractor = createJsonArrayItemExtractor((item) => items.push(item));
    extractor.push('[{"a":1},{"b":"}');
    expect(items).toEqual([{ a: 1 }]);
    extractor.push('"}');
    expect(items).toEqual([{ a: 1 }, { b: '}' }]);
  });

  it('skips a malformed object without losing the others', () => {
    const result = extract(['[{"a":1},{"b":2,,},{"c":"x"}]']);
    expect(result.items).toEqual([{ a: 1 }, { c: 'x' }]);
    expect(result.malformed).toBe(1);
  });

  it('ignores scalar items, text before the array, and a cut-off last object', () => {
    const result = extract(['note [1] then ', '["a]", 2, {"a":1}, {"b": "unfinish']);
    expect(result.items).toEqual([{ a: 1 }]);
    expect(result.malformed).toBe(0);
  });
});

function byteStream(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('reads data fields across byte chunks cut inside a UTF-8 character and CRLF line ends', async () => {
    const bytes = new TextEncoder().encode(
      'data: {"t":"日本"}\r\n\r\n: comment\n\ndata: two\ndata: lines\n\ndata: [DONE]\n\n',
    );
    const cuts = [3, 14, 15, 16, 21, 22, bytes.length];
    const chunks = cuts.map((end, index) => bytes.slice(cuts[index - 1] ?? 0, end));
    const data: string[] = [];
    expect(await readEventStream(byteStream(chunks), (value) => data.push(value))).toBe(true);
    expect(data).toEqual(['{"t":"日本"}', 'two\nlines']);
  });

  it('reports a stream that ended without [DONE]', async () => {
    const data: string[] = [];
    const bytes = new TextEncoder().encode('data: one\n\ndata: tw');
    expect(await readEventStream(byteStream([bytes]), (value) => data.push(value))).toBe(false);
    expect(data).toEqual(['one', 'tw']);
  });
});
