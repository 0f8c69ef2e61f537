import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Contract } from '../../shared/contracts/contract';
import { errorBodySchema } from '../../shared/contracts/errors';
import { AppError } from './app-error';
import { requireAuth, type AuthContext } from './auth-context';
import { fieldErrorsFromIssues } from './validation-errors';

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

/** A handler of a 'file' or 'event-stream' contract: it sends (or hijacks) the reply itself. */
export type RawContractHandler<C extends Contract> = (
  input: HandlerInput<C>,
) => Promise<FastifyReply | undefined>;

/** Per-route options of a binding. */
export interface BindOptions {
  preHandler?: preHandlerAsyncHookHandler[];
  bodyLimit?: number;
}

const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/** The success part of the route's response schemas, by the contract's response kind. */
function successResponses(contract: Contract): Record<string, unknown> {
  const status = contract.status ?? 200;
  switch (contract.responseKind ?? 'json') {
    case 'json':
      return { [status]: contract.response };
    case 'file': {
      const file = { content: { 'application/octet-stream': { schema: contract.response } } };
      return {
        200: { description: 'The whole file, with its own content type', ...file },
        206: { description: 'The requested byte range (Range header)', ...file },
      };
    }
    case 'event-stream':
      return {
        200: {
          description: 'Server-Sent Events',
          content: { 'text/event-stream': { schema: contract.response } },
        },
      };
  }
}

/** The route schema of a contract: validation of body/query/params, OpenAPI metadata, response schemas. */
function routeSchema(contract: Contract): FastifySchema {
  return {
    summary: contract.summary,
    tags: contract.tags,
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.form ? { body: contract.form, consumes: ['multipart/form-data'] } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.params ? { params: contract.params } : {}),
    response: { ...successResponses(contract), ...errorResponses },
  };
}

/**
 * A multipart route's form schema is for the OpenAPI document only: the parts stream to the handler, which
 * checks them itself (`parseFormFields`), so body validation passes whatever the parser left.
 */
const checkFormRoute: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);
const formRouteValidator = checkFormRoute as unknown as FastifySchemaCompiler<FastifySchema>;

function registerContractRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  options: BindOptions,
  run: (request: FastifyRequest, reply: FastifyReply, auth: AuthContext | undefined) => Promise<unknown>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(contract.form ? { validatorCompiler: formRouteValidator } : {}),
    schema: routeSchema(contract),
    handler: async (request, reply) => {
      const auth = contract.auth === 'public' ? request.auth : requireAuth(request);
      return run(request, reply, auth);
    },
  });
}

function inputOf<C extends Contract>(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext | undefined,
): HandlerInput<C> {
  return {
    body: request.body,
    query: request.query,
    params: request.params,
    auth,
    request,
    reply,
  } as HandlerInput<C>;
}

/**
 * Registers one JSON route from its contract: Zod validation of body/query/params, response serialisation
 * through the response schema (so unknown fields never leave the server), OpenAPI metadata, and the auth rule
 * (`session` by default: 401 without a valid session).
 */
export function bindRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: BindOptions = {},
): void {
  if ((contract.responseKind ?? 'json') !== 'json') {
    throw new Error(`${contract.method} ${contract.path} answers ${contract.responseKind}: use bindRawRoute`);
  }
  const status = contract.status ?? 200;
  registerContractRoute(app, contract, options, async (request, reply, auth) => {
    const result = await handler(inputOf<C>(request, reply, auth));
    void reply.status(status);
    return result;
  });
}

/**
 * Registers a route whose success is a file or an event stream (see `ResponseKind`): validated, documented
 * and authorised like `bindRoute`, but the handler sends the reply itself; its errors still go through the
 * error plugin as JSON in the error shape.
 */
export function bindRawRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: RawContractHandler<C>,
  options: BindOptions = {},
): void {
  if ((contract.responseKind ?? 'json') === 'json') {
    throw new Error(`${contract.method} ${contract.path} answers JSON: use bindRoute`);
  }
  registerContractRoute(app, contract, options, async (request, reply, auth) =>
    handler(inputOf<C>(request, reply, auth)),
  );
}

/**
 * Checks the text fields of a multipart form against the contract's field schema (the form schema less its
 * files) and answers them parsed; a 400 naming the fields otherwise, like a JSON body's.
 */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const { message, fields: byField } = fieldErrorsFromIssues(
    result.error.issues.map((issue) => ({
      path: issue.path.map(String),
      message: issue.message,
      detail: { ...issue },
    })),
    'form',
  );
  throw new AppError('validation_failed', message, byField);
}
