import type { BodyOf, Contract, ParamsOf, QueryOf, ResponseOf } from '../../shared/contracts/contract';
import { errorBodySchema, type ErrorCode } from '../../shared/contracts/errors';
import { getInterfaceLocale, i18n } from '../i18n/i18n';

/** An API error as the UI shows it: the server's code and message, and per-field messages when given. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestParts<C> = ([BodyOf<C>] extends [never] ? { body?: undefined } : { body: BodyOf<C> }) &
  ([QueryOf<C>] extends [never] ? { query?: undefined } : { query?: QueryOf<C> }) &
  ([ParamsOf<C>] extends [never] ? { params?: undefined } : { params: ParamsOf<C> }) & {
    signal?: AbortSignal;
  };

/** A value that may appear in a path or query string. */
type UrlValue = string | number | boolean | null | undefined;

/** Builds the URL of a contract: `:param` segments filled from params, query string from query. */
export function buildUrl(
  path: string,
  params?: Record<string, UrlValue>,
  query?: Record<string, UrlValue>,
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * Calls one endpoint by its contract (the web app never writes a URL or a bare fetch): sends the CSRF header,
 * parses the answer with the contract's response schema, and turns error answers into ApiError.
 */
export async function callApi<C extends Contract>(
  contract: C,
  ...[parts]: RequestParts<C> extends { body: unknown } | { params: unknown }
    ? [RequestParts<C>]
    : [RequestParts<C>?]
): Promise<ResponseOf<C>> {
  const { body, query, params, signal } = (parts ?? {}) as {
    body?: unknown;
    query?: Record<string, UrlValue>;
    params?: Record<string, UrlValue>;
    signal?: AbortSignal;
  };
  let response: Response;
  try {
    response = await fetch(buildUrl(contract.path, params, query), {
      method: contract.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // The server answers its messages in the interface's language.
        'accept-language': getInterfaceLocale(),
        'x-postforge-csrf': '1',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', i18n.t('common:errors.network'), 0);
  }
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(json);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiError(code, message, response.status, fields);
    }
    throw new ApiError(
      'internal',
      i18n.t('common:errors.serverStatus', { status: response.status }),
      response.status,
    );
  }
  return contract.response.parse(json) as ResponseOf<C>;
}
