/**
 * The SSRF guard every server-side fetch goes through (scraping, media by URL, webhooks): http/https only,
 * DNS resolved here and every resolved address checked inside the socket's own lookup, so the address
 * checked is the address connected to (no DNS-rebinding window); literal IPs in any notation are
 * normalised by the WHATWG URL parser and checked; redirects re-checked hop by hop; one deadline for the
 * whole chain; a size cap enforced while reading and while decompressing.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createAddressPolicy, type AddressPolicy } from './address-policy';
import { acceptedEncodings, decodeContent } from './content-decoding';
import { FetchBlockedError, FetchFailedError, formatByteSize, formatSeconds } from './fetch-errors';

/** Limits applied when the caller does not set them: 10 s for the whole chain, 5 MB, 3 redirects. */
export const defaultFetchLimits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 } as const;

const defaultUserAgent = 'Mozilla/5.0 (compatible; PostforgeBot/1.0)';
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** Resolves a host name to every address it has (the shape of `dns.lookup` with `all: true`). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

/** How a fetcher is built. */
export interface SafeFetchOptions {
  /** IPs or CIDRs allowed even though private, e.g. ['127.0.0.1/32']: for tests and explicit config only. */
  allowList?: string[];
  userAgent?: string;
  /** Replaces the system resolver (tests, custom DNS). Its answers are checked like the system's. */
  resolveHost?: ResolveHost;
}

/** Per-request settings. */
export interface SafeFetchInit {
  /** Deadline for the whole redirect chain, in ms (default 10 000). */
  timeoutMs?: number;
  /** Largest accepted body after decompression, in bytes (default 5 MB). */
  maxBytes?: number;
  /** Redirects followed before failing (default 3). */
  maxRedirects?: number;
  /** The Accept header (default any). */
  accept?: string;
  signal?: AbortSignal;
}

/** A fetched answer of any status; the body is decompressed. Header names are lower case. */
export interface SafeFetchResponse {
  /** The final URL after redirects. */
  url: string;
  status: number;
  /** The Content-Type header, '' when absent. */
  contentType: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** A guarded GET. Rejects with FetchBlockedError (policy) or FetchFailedError (everything else). */
export type SafeFetch = (url: string, init?: SafeFetchInit) => Promise<SafeFetchResponse>;

interface HopResult {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface HopContext {
  lookup: LookupFunction;
  signal: AbortSignal;
  maxBytes: number;
  headers: Record<string, string>;
}

/** Builds the guarded fetcher; see the module comment for the rules it enforces. */
export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const policy = createAddressPolicy(options.allowList);
  const lookup = createCheckedLookup(policy, options.resolveHost ?? resolveWithSystem);
  const userAgent = options.userAgent ?? defaultUserAgent;

  return async function safeFetch(url, init = {}) {
    const timeoutMs = init.timeoutMs ?? defaultFetchLimits.timeoutMs;
    const maxBytes = init.maxBytes ?? defaultFetchLimits.maxBytes;
    const maxRedirects = init.maxRedirects ?? defaultFetchLimits.maxRedirects;
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new FetchFailedError(`Timed out after ${formatSeconds(timeoutMs)}`)),
      timeoutMs,
    );
    const handleCallerAbort = (): void => deadline.abort(new FetchFailedError('Request aborted'));
    if (init.signal?.aborted) handleCallerAbort();
    init.signal?.addEventListener('abort', handleCallerAbort, { once: true });
    const context: HopContext = {
      lookup,
      signal: deadline.signal,
      maxBytes,
      headers: {
        'user-agent': userAgent,
        accept: init.accept ?? '*/*',
        'accept-encoding': acceptedEncodings,
        connection: 'close',
      },
    };
    try {
      let target = checkTarget(url, policy);
      for (let redirects = 0; ; redirects += 1) {
        const hop = await requestOnce(target, context);
        const location = hop.headers.location;
        if (redirectStatuses.has(hop.status) && location !== undefined) {
          if (redirects >= maxRedirects) throw new FetchFailedError('Too many redirects');
          target = checkTarget(resolveLocation(location, target), policy);
          continue;
        }
        const body = await decodeContent(hop.body, hop.headers['content-encoding'], maxBytes);
        if (deadline.signal.aborted) throw toFetchError(deadline.signal.reason, target);
        return {
          url: target.href,
          status: hop.status,
          contentType: hop.headers['content-type'] ?? '',
          headers: hop.headers,
          body,
        };
      }
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', handleCallerAbort);
    }
  };
}

/** Parses a URL and applies the checks possible before connecting: scheme, and the address of a literal IP. */
function checkTarget(url: string, policy: AddressPolicy): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new FetchFailedError(`Invalid URL: ${url}`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new FetchBlockedError(
      `Only http and https URLs are allowed, not ${target.protocol.replace(/:$/, '')}`,
    );
  }
  // WHATWG URL has already turned 2130706433, 0x7f.1, 0177.0.0.1 into dotted IPv4, and bracketed IPv6.
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0 && !policy.isAllowed(host))
    throw new FetchBlockedError(`Address not allowed: ${host}`);
  return target;
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new FetchFailedError(`Invalid redirect location: ${location}`);
  }
}

function resolveWithSystem(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/**
 * The socket's lookup: resolves, refuses the connection if ANY address is not allowed, and hands the
 * checked addresses to the socket, which connects to one of them and nothing else.
 */
function createCheckedLookup(policy: AddressPolicy, resolveHost: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (resolved) => {
        const addresses =
          options.family === 4 || options.family === 6
            ? resolved.filter((entry) => entry.family === options.family)
            : resolved;
        const blocked = resolved.find((entry) => !policy.isAllowed(entry.address));
        const first = addresses[0];
        if (blocked) callback(new FetchBlockedError(`Address not allowed: ${blocked.address}`), '');
        else if (!first) callback(new FetchFailedError(`Host not found: ${hostname}`), '');
        else if (options.all === true) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => callback(toFetchError(error, undefined, hostname), ''),
    );
  };
}

function requestOnce(target: URL, context: HopContext): Promise<HopResult> {
  return new Promise((resolve, reject) => {
    const { signal, maxBytes } = context;
    if (signal.aborted) {
      reject(toFetchError(signal.reason, target));
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target, {
      method: 'GET',
      agent: false,
      lookup: context.lookup,
      headers: context.headers,
    });
    let response: IncomingMessage | undefined;
    let isSettled = false;
    const settle = (): boolean => {
      if (isSettled) return false;
      isSettled = true;
      signal.removeEventListener('abort', handleAbort);
      return true;
    };
    const fail = (error: unknown): void => {
      if (!settle()) return;
      response?.destroy();
      request.destroy();
      reject(toFetchError(error, target));
    };
    const handleAbort = (): void => fail(signal.reason);
    signal.addEventListener('abort', handleAbort, { once: true });
    const tooLarge = (): FetchFailedError =>
      new FetchFailedError(`Response larger than ${formatByteSize(maxBytes)}`);

    request.on('error', fail);
    request.on('response', (incoming) => {
      response = incoming;
      const status = incoming.statusCode ?? 0;
      const headers = flattenHeaders(incoming.headers);
      if (redirectStatuses.has(status) && headers.location !== undefined) {
        if (settle()) resolve({ status, headers, body: Buffer.alloc(0) });
        incoming.destroy();
        return;
      }
      const declaredLength = Number(headers['content-length']);
      if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
        fail(tooLarge());
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      incoming.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) fail(tooLarge());
        else chunks.push(chunk);
      });
      incoming.on('end', () => {
        if (settle()) resolve({ status, headers, body: Buffer.concat(chunks) });
      });
      incoming.on('error', fail);
      incoming.on('close', () =>
        fail(new FetchFailedError(`Connection to ${target.host} closed before the response was complete`)),
      );
    });
    request.end();
  });
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** Turns any error from the network stack into one of the two typed errors, with a human message. */
function toFetchError(error: unknown, target: URL | undefined, hostname = target?.hostname ?? ''): Error {
  if (error instanceof FetchBlockedError || error instanceof FetchFailedError) return error;
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  const detail = error instanceof Error ? error.message : String(error);
  const host = target?.host ?? hostname;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA')
    return new FetchFailedError(`Host not found: ${hostname}`, { cause: error });
  if (code === 'ECONNREFUSED') return new FetchFailedError(`Connection refused by ${host}`, { cause: error });
  if (code === 'ECONNRESET') return new FetchFailedError(`Connection reset by ${host}`, { cause: error });
  if (/CERT|SSL|TLS|SELF_SIGNED/.test(code))
    return new FetchFailedError(`Secure connection to ${host} failed: ${detail}`, { cause: error });
  return new FetchFailedError(`Could not fetch ${host}: ${detail}`, { cause: error });
}
