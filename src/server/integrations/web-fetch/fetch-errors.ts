/** What a user is told when the guard refuses an address (scheme, private or internal address). */
export const addressNotAllowedMessage = 'This address is not allowed';
/** What a user is told when an allowed fetch fails (network, timeout, size, redirects, malformed answer). */
export const pageUnreadableMessage = 'The page could not be read';

/**
 * The request was refused by policy before or while connecting (scheme, address): nothing was fetched. Its
 * message is the same for every refusal, so an answer never tells what an internal name resolves to; `detail`
 * (the refused address or scheme) is for the server log only.
 */
export class FetchBlockedError extends Error {
  readonly detail: string;
  constructor(detail: string) {
    super(addressNotAllowedMessage);
    this.name = 'FetchBlockedError';
    this.detail = detail;
  }
}

/**
 * The request was allowed but did not produce a usable answer (network, timeout, size cap, redirects, an
 * answer the HTTP parser refused). Its message is the same for every failure; `detail` (host, port, the
 * parser's text) is for the server log only.
 */
export class FetchFailedError extends Error {
  readonly detail: string;
  constructor(detail: string, options?: { cause?: unknown }) {
    super(pageUnreadableMessage, options);
    this.name = 'FetchFailedError';
    this.detail = detail;
  }
}

/** Human size for error messages: 5242880 → '5 MB', 2048 → '2 KB', 100 → '100 bytes'. */
export function formatByteSize(bytes: number): string {
  const round = (value: number): number => Math.round(value * 10) / 10;
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Human duration for error messages: 10000 → '10 s', 250 → '0.25 s'. */
export function formatSeconds(milliseconds: number): string {
  return `${Math.round(milliseconds) / 1000} s`;
}
