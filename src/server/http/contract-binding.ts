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
import { authorize, type ActorOf, type Audience, type PolicyAction } from './authorize';
import { fieldErrorsFromIssues } from './validation-errors';

type Parsed<T> = [T] extends [z.ZodNever] ? undefined : T extends z.ZodType ? z.output<T> : undefined;

/**
 * What a bound handler receives: parsed request parts, the caller (authorised by the route's policy action:
 * always there for a 'session' action, undefined when signed out for a 'public' one), and the raw objects.
 */
export interface HandlerInput<C extends Contract, A extends Audience = 'session'> {
  body: C extends Contract<infer B, z.ZodType, z.ZodType, z.ZodType> ? Parsed<B> : undefined;
  query: C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Parsed<Q> : undefined;
  params: C extends Contract<z.ZodType, z.ZodType, infer P, z.ZodType> ? Parsed<P> : undefined;
  auth: ActorOf<A>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the contract's response (input shape: the serializer validates and strips extras). */
export type ContractHandler<C extends Contract, A extends Audience = 'session'> = (
  input: HandlerInput<C, A>,
) => Promise<z.input<C['response']>>;

/** A handler of a 'file' or 'event-stream' contract: it sends (or hijacks) the reply itself. */
export type RawContractHandler<C extends Contract, A extends Audience = 'session'> = (
  input: HandlerInput<C, A>,
) => Promise<FastifyReply | undefined>;

/** What the binding recorded for one route: its contract's method and path and the policy action guarding it. */
export interface RouteDecision {
  method: Contract['method'];
  path: string;
  /** The policy action's full name, e.g. 'media.upload'. */
  action: string;
  audience: Audience;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The policy action of every contract route bound on this app, by `METHOD path` (see `listRouteDecisions`). */
    routeDecisions: Map<string, RouteDecision>;
  }
}

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
    case 'redirect':
      return {
        303: {
          description: 'A redirect to a page of the app (Location header)',
          content: { 'text/plain': { schema: contract.response } },
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

/** The routes bound so far on `app` with their policy actions (empty before the first binding). */
export function listRouteDecisions(app: FastifyInstance): RouteDecision[] {
  return app.hasDecorator('routeDecisions') ? [...app.routeDecisions.values()] : [];
}

/** Records a route's action; a contract whose `auth` and action's audience disagree is a wiring error. */
function recordDecision(
  app: FastifyInstance,
  contract: Contract,
  action: Pick<PolicyAction, 'name' | 'audience'>,
): void {
  const route = `${contract.method} ${contract.path}`;
  const audience = contract.auth ?? 'session';
  if (action.audience !== audience) {
    throw new Error(`${route} is a ${audience} contract but its action ${action.name} is ${action.audience}`);
  }
  if (!app.hasDecorator('routeDecisions')) app.decorate('routeDecisions', new Map<string, RouteDecision>());
  app.routeDecisions.set(route, {
    method: contract.method,
    path: contract.path,
    action: action.name,
    audience,
  });
}

function registerContractRoute<C extends Contract, A extends Audience>(
  app: FastifyInstance,
  contract: C,
  action: PolicyAction<A>,
  options: BindOptions,
  run: (request: FastifyRequest, reply: FastifyReply, auth: ActorOf<A>) => Promise<unknown>,
): void {
  recordDecision(app, contract, action);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(contract.form ? { validatorCompiler: formRouteValidator } : {}),
    schema: routeSchema(contract),
    // After validation and the route's preHandlers (rate limits), before the module's handler.
    handler: async (request, reply) => run(request, reply, authorize(request.auth, action)),
  });
}

function inputOf<C extends Contract, A extends Audience>(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: ActorOf<A>,
): HandlerInput<C, A> {
  return {
    body: request.body,
    query: request.query,
    params: request.params,
    auth,
    request,
    reply,
  } as HandlerInput<C, A>;
}

/**
 * Registers one JSON route from its contract: Zod validation of body/query/params, response serialisation
 * through the response schema (so unknown fields never leave the server), OpenAPI metadata, and its policy
 * action, checked by `authorize` before the handler runs (401 without a session for a 'session' action, 403
 * when the rule refuses). The action's audience must match the contract's `auth`.
 */
export function bindRoute<C extends Contract, A extends Audience>(
  app: FastifyInstance,
  contract: C,
  action: PolicyAction<A>,
  handler: ContractHandler<C, A>,
  options: BindOptions = {},
): void {
  if ((contract.responseKind ?? 'json') !== 'json') {
    throw new Error(`${contract.method} ${contract.path} answers ${contract.responseKind}: use bindRawRoute`);
  }
  const status = contract.status ?? 200;
  registerContractRoute(app, contract, action, options, async (request, reply, auth) => {
    const result = await handler(inputOf<C, A>(request, reply, auth));
    void reply.status(status);
    return result;
  });
}

/**
 * Registers a route whose success is a file or an event stream (see `ResponseKind`): validated, documented
 * and authorised like `bindRoute`, but the handler sends the reply itself; its errors still go through the
 * error plugin as JSON in the error shape.
 */
export function bindRawRoute<C extends Contract, A extends Audience>(
  app: FastifyInstance,
  contract: C,
  action: PolicyAction<A>,
  handler: RawContractHandler<C, A>,
  options: BindOptions = {},
): void {
  if ((contract.responseKind ?? 'json') === 'json') {
    throw new Error(`${contract.method} ${contract.path} answers JSON: use bindRoute`);
  }
  registerContractRoute(app, contract, action, options, async (request, reply, auth) =>
    handler(inputOf<C, A>(request, reply, auth)),
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
