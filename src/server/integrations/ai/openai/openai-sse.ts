/**
 * Server-sent events as OpenAI-compatible providers stream them (`data: {...}` lines, a blank line between
 * events, `data: [DONE]` at the end), read from a byte stream cut anywhere, even inside a UTF-8 character.
 */

/** A timeout that starts again on every sign of life; its signal aborts when a pause lasts `ms`. */
export function createIdleTimeout(ms: number): { signal: AbortSignal; restart(): void; clear(): void } {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const restart = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error(`no data for ${ms} ms`)), ms);
  };
  restart();
  return {
    signal: controller.signal,
    restart,
    clear: () => {
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * Reads an event stream and calls `onData` with each event's data (multi-line data joined by '\n'; comments
 * and other fields ignored). `onPiece` is called on every piece received. Resolves true when `[DONE]` came,
 * false when the body ended without it.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
  onPiece: () => void = () => undefined,
): Promise<boolean> {
  const decoder = new TextDecoder();
  let buffer = '';
  let dataLines: string[] = [];
  // Returns true on [DONE].
  const readLine = (line: string): boolean => {
    if (line === '') {
      const data = dataLines.join('\n');
      dataLines = [];
      if (data === '[DONE]') return true;
      if (data !== '') onData(data);
      return false;
    }
    if (line.startsWith('data:')) dataLines.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    return false;
  };
  const readLines = (isEnd: boolean): boolean => {
    let newline = buffer.search(/\r\n|\n|\r/u);
    while (newline >= 0) {
      const length = buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A '\r' at the very end may be the first half of '\r\n': wait for the next piece.
      if (!isEnd && length === 1 && buffer[newline] === '\r' && newline === buffer.length - 1) break;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + length);
      if (readLine(line)) return true;
      newline = buffer.search(/\r\n|\n|\r/u);
    }
    return false;
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      onPiece();
      buffer += decoder.decode(value, { stream: true });
      if (readLines(false)) return true;
    }
    buffer += decoder.decode();
    if (readLines(true)) return true;
    // A last line without its newline, and a last event without its blank line, still count.
    if (buffer !== '' && readLine(buffer)) return true;
    return readLine('');
  } finally {
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
