import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Contract } from '../../shared/contracts/contract';
import { errorBodySchema } from '../../shared/contracts/errors';
import { requireAuth, type AuthContext } from './auth-context';

/** What a bound handler receives: parsed request parts, the caller (when signed in), and the raw objects. */
type Parsed<T> = [T] extends [z.ZodNever] ? undefined : T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerInput<C extends Contract> {
  body: C extends Contract<infer B, z.ZodType, z.ZodType, z.ZodType> ? Parsed<B> : undefined;
  query: C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Parsed<Q> : undefined;
  params: C extends Contract<z.ZodType, z.ZodType, infer P, z.ZodType> ? Parsed<P> : undefined;
  auth: C['auth'] extends 'public' ? AuthContext | undefined : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the contract's response (input shape: the serializer validates and strips extras). */
export type ContractHandler<C extends Contract> = (input: HandlerInput<C>) => Promise<z.input<C['response']>>;

/**
 * Registers one route from its contract: Zod validation of body/query/params, response serialisation through
 * the response schema (so unknown fields never leave the server), OpenAPI metadata, and the auth rule
 * (`session` by default: 401 without a valid session).
 */
export function bindRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: { preHandler?: preHandlerAsyncHookHandler[]; bodyLimit?: number } = {},
): void {
  const status = contract.status ?? 200;
  // Fastify validates the query after the body, so a form (whose body check is skipped) cannot have one.
  if (contract.form && (contract.body || contract.query))
    throw new Error(`${contract.path}: a form contract takes no JSON body and no query`);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // A multipart form is documented as the body but read as a stream by the handler: its (always failing)
    // body validation is attached instead of thrown, and ignored below.
    ...(contract.form ? { attachValidation: true } : {}),
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.form ? { body: contract.form, consumes: ['multipart/form-data'] } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      response: { [status]: contract.response, '4xx': errorBodySchema, '5xx': errorBodySchema },
    },
    handler: async (request, reply) => {
      if (request.validationError && request.validationError.validationContext !== 'body')
        throw request.validationError;
      const auth = contract.auth === 'public' ? request.auth : requireAuth(request);
      const result = await handler({
        body: request.body,
        query: request.query,
        params: request.params,
        auth,
        request,
        reply,
      } as HandlerInput<C>);
      void reply.status(status);
      return result;
    },
  });
}
