import type { FastifyRequest } from 'fastify';

/** Copies a Fastify request's headers into a Fetch `Headers` (what better-auth's API expects). */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}
