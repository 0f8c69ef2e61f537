/**
 * Incremental reading of the post-generation answer while it streams: the text arrives in arbitrary pieces
 * (cut inside strings, escapes or multi-byte characters) and every object of the answer's JSON array is handed
 * on as soon as its closing brace arrives. Prose or a Markdown fence around the array is skipped; an object
 * that does not parse is dropped without losing the others.
 */

/** Feeds pieces of a model's answer and receives every complete array item, parsed, in order. */
export interface JsonArrayItemExtractor {
  /** Reads the next piece of text; calls `onItem` for each object item it completes. */
  push(piece: string): void;
  /** Items seen so far whose JSON did not parse. */
  readonly malformedCount: number;
}

/**
 * Creates an extractor over the first JSON array of an answer (and any later one: models sometimes split).
 * Items are the objects at depth 1 of an array; scalar items and nested arrays are ignored.
 */
export function createJsonArrayItemExtractor(onItem: (item: unknown) => void): JsonArrayItemExtractor {
  let isInArray = false;
  let depth = 0;
  let isInString = false;
  let isEscaped = false;
  let item = '';
  let malformedCount = 0;

  function emit(text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      malformedCount += 1;
      return;
    }
    onItem(parsed);
  }

  function readChar(char: string): void {
    if (!isInArray) {
      if (char === '[') {
        isInArray = true;
        depth = 0;
      }
      return;
    }
    if (depth > 0) item += char;
    if (isInString) {
      if (isEscaped) isEscaped = false;
      else if (char === '\\') isEscaped = true;
      else if (char === '"') isInString = false;
      return;
    }
    if (char === '"') {
      // A string at depth 0 is a scalar item: its quotes are tracked so a ']' inside it does not end the array.
      isInString = true;
    } else if (char === '{' || char === '[') {
      if (depth === 0) item = char;
      depth += 1;
    } else if (char === '}' || char === ']') {
      if (depth === 0) {
        // The array's own ']' (or a stray '}'): the array ends; look for another one.
        isInArray = char !== ']';
        return;
      }
      depth -= 1;
      if (depth === 0) {
        if (item.startsWith('{')) emit(item);
        item = '';
      }
    }
  }

  return {
    push(piece) {
      for (const char of piece) readChar(char);
    },
    get malformedCount() {
      return malformedCount;
    },
  };
}
