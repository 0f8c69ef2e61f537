/** The request was refused by policy before or while connecting (scheme, address): nothing was fetched. */
export class FetchBlockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchBlockedError';
  }
}

/** The request was allowed but did not produce a usable answer (network, timeout, size cap, redirects). */
export class FetchFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FetchFailedError';
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
