import type { z } from 'zod';

/** HTTP methods a contract may bind. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a success is answered: 'json' (the default) through the response schema; 'file', a stored file's
 * bytes (200, or 206 for a range) with its own content type; 'event-stream', Server-Sent Events
 * (`text/event-stream`); 'redirect', a 303 to another page of the app (an OAuth callback). For the last
 * three the response schema only documents the body.
 */
export type ResponseKind = 'json' | 'file' | 'event-stream' | 'redirect';

/**
 * One endpoint: method, path (Fastify syntax, `:param`), and the Zod schemas of its request parts and
 * response. The server binds it (validation + serialisation + OpenAPI), the web client derives its types.
 * `auth` says who may call it: 'public' (anyone), 'session' (a logged-in user, the default).
 */
export interface Contract<
  TBody extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TParams extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  auth?: 'public' | 'session';
  body?: TBody;
  /**
   * The fields of a multipart/form-data request (files as `z.file()`), for endpoints that take uploads
   * instead of a JSON body: documented in the OpenAPI document; the handler reads the parts as they stream
   * and checks the text fields with the same schema.
   */
  form?: z.ZodObject;
  query?: TQuery;
  params?: TParams;
  response: TResponse;
  /** How a success is answered; 'json' unless stated. */
  responseKind?: ResponseKind;
  /** Status code of a success answer; 200 unless stated. */
  status?: 200 | 201 | 202 | 204;
}

/** Declares a contract while keeping its literal schema types. */
export function defineContract<
  TBody extends z.ZodType = z.ZodNever,
  TQuery extends z.ZodType = z.ZodNever,
  TParams extends z.ZodType = z.ZodNever,
  TResponse extends z.ZodType = z.ZodType,
>(contract: Contract<TBody, TQuery, TParams, TResponse>): Contract<TBody, TQuery, TParams, TResponse> {
  return contract;
}

/** The request body type of a contract (never when it has none). */
export type BodyOf<C> = C extends Contract<infer B, z.ZodType, z.ZodType, z.ZodType> ? z.input<B> : never;
/** The query type of a contract. */
export type QueryOf<C> = C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
/** The path parameter type of a contract. */
export type ParamsOf<C> = C extends Contract<z.ZodType, z.ZodType, infer P, z.ZodType> ? z.input<P> : never;
/** The parsed response type of a contract. */
export type ResponseOf<C> =
  C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
