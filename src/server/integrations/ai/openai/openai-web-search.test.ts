import { describe, expect, it } from 'vitest';
import { ProviderError } from './openai-http';
import { parseWebSearchAnswer } from './openai-web-search';

describe('parseWebSearchAnswer', () => {
  it('joins the text parts of every output item and reads flat and nested url_citation annotations', () => {
    const answer = {
      output: [
        { type: 'web_search_call', status: 'completed' },
        {
          type: 'message',
          content: [
            {
              type: 'output_text',
              text: 'First part. ',
              annotations: [
                { type: 'url_citation', url: 'https://a.example', title: ' A title ', location: 'Paris' },
                { type: 'file_citation', file_id: 'f1' },
                { type: 'url_citation', url_citation: { url: 'https://b.example' } },
              ],
            },
            { type: 'output_text', text: 'Second part.' },
          ],
        },
      ],
      output_text: 'ignored when the output has text',
    };
    expect(parseWebSearchAnswer(answer)).toEqual({
      text: 'First part.\n\nSecond part.',
      sources: [
        { title: 'A title', url: 'https://a.example', location: 'Paris' },
        { title: 'https://b.example', url: 'https://b.example' },
      ],
    });
  });

  it('falls back to output_text, then to a text string', () => {
    expect(parseWebSearchAnswer({ output: [], output_text: ' Only this. ' })).toEqual({
      text: 'Only this.',
      sources: [],
    });
    expect(parseWebSearchAnswer({ text: 'Plain text answer' })).toEqual({
      text: 'Plain text answer',
      sources: [],
    });
  });

  it('throws a 502 ProviderError when there is no text at all', () => {
    expect(() =>
      parseWebSearchAnswer({ output: [{ type: 'web_search_call' }], text: { format: 'text' } }),
    ).toThrow(ProviderError);
  });
});
