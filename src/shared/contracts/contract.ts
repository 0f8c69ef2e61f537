import type { z } from 'zod';

/** HTTP methods a contract may bind. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
   * A `multipart/form-data` body, instead of `body`: described in the OpenAPI document; the handler reads the
   * stream itself (files are never buffered whole) and checks the text fields with this schema.
   */
  form?: z.ZodObject;
  query?: TQuery;
  params?: TParams;
  response: TResponse;
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
