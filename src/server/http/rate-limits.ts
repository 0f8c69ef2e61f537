import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { Contract } from '../../shared/contracts/contract';
import type { UserText } from '../i18n/user-text';
import { AppError } from './app-error';
import { requireAuth } from './auth-context';

/** What a caller over a login, registration or reset limit is told. */
export const rateLimitedMessage = 'Too many attempts. Please wait a few minutes and try again.';
/** What a signed-in user over the limit of an expensive endpoint is told. */
export const tooManyRequestsMessage =
  'You are doing this too often. Please wait a few minutes and try again.';

/** At most `max` counted requests per key in a fixed window of `windowMs` milliseconds. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/** Where a key stands: over its limit or not, and how long until its window ends. */
export interface RateStanding {
  isExceeded: boolean;
  retryAfterSeconds: number;
}

/** A counter in @fastify/rate-limit's store (one process, in memory) under a key computed per request. */
export interface RateCounter {
  /** Counts the request; exceeded once the count passes `max`. */
  count(request: FastifyRequest): Promise<RateStanding>;
  /** Reads without counting; exceeded when the next count would pass `max`. */
  peek(request: FastifyRequest): Promise<RateStanding>;
}

// Keys per counter kept in memory (least recently used dropped first). Large, so that flooding a counter with
// fresh keys, which every per-address limit slows down, cannot cheaply reset a victim's count.
const keysPerCounter = 20_000;

/** Builds a counter; `keyOf` names what is counted (an address, an account, a user, or pairs of them). */
export function createRateCounter(
  app: FastifyInstance,
  rule: RateRule,
  keyOf: (request: FastifyRequest) => string,
): RateCounter {
  // `cache` sizes the counter's own store (LocalStore.child reads it; without it a counter keeps 1000 keys),
  // though CreateRateLimitOptions does not declare it.
  const options: CreateRateLimitOptions & { cache: number } = {
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: keyOf,
    cache: keysPerCounter,
  };
  const check = app.createRateLimit(options);
  return {
    async count(request) {
      const result = await check(request);
      if (result.isAllowed) return { isExceeded: false, retryAfterSeconds: 0 };
      return { isExceeded: result.isExceeded, retryAfterSeconds: result.ttlInSeconds };
    },
    async peek(request) {
      const result = await check(request, { increment: false });
      if (result.isAllowed) return { isExceeded: false, retryAfterSeconds: 0 };
      return { isExceeded: result.remaining === 0, retryAfterSeconds: result.ttlInSeconds };
    },
  };
}

/** Refuses the request: 429 in our error shape with Retry-After (seconds, at least 1). */
export function refuseOverLimit(reply: FastifyReply, standing: RateStanding, message: UserText): never {
  void reply.header('retry-after', Math.max(1, standing.retryAfterSeconds));
  throw new AppError('rate_limited', message);
}

/** A preHandler counting every request under `keyOf` and refusing the ones over the rule. */
export function limitRequests(
  app: FastifyInstance,
  rule: RateRule,
  keyOf: (request: FastifyRequest) => string,
  message: UserText = rateLimitedMessage,
): preHandlerAsyncHookHandler {
  const counter = createRateCounter(app, rule, keyOf);
  return async (request, reply) => {
    const standing = await counter.count(request);
    if (standing.isExceeded) refuseOverLimit(reply, standing, message);
  };
}

/**
 * A preHandler for signed-in endpoints: counts per user (whatever their address) under `scope`. A request
 * without a session gets its 401 here, before anything is counted.
 */
export function limitPerUser(
  app: FastifyInstance,
  scope: string,
  rule: RateRule,
  message: UserText = tooManyRequestsMessage,
): preHandlerAsyncHookHandler {
  return limitRequests(app, rule, (request) => `${scope}:user:${requireAuth(request).userId}`, message);
}

/** A per-user limit on one endpoint, named by its contract. */
export interface UserRateLimit {
  contract: Pick<Contract, 'method' | 'path'>;
  scope: string;
  rule: RateRule;
}

/**
 * Puts per-user limits on endpoints that cost the instance real work (fetches, AI calls, media processing),
 * so one account cannot tie it up. Call before the routes are registered: each matching route gets the
 * limit as its first preHandler.
 */
export function applyUserRateLimits(app: FastifyInstance, limits: readonly UserRateLimit[]): void {
  const byRoute = new Map(
    limits.map((limit) => [
      `${limit.contract.method} ${limit.contract.path}`,
      limitPerUser(app, limit.scope, limit.rule),
    ]),
  );
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limit = methods.map((method) => byRoute.get(`${method} ${route.url}`)).find(Boolean);
    if (!limit) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [limit, ...existing];
  });
}

/**
 * The part of a client address that identifies one client for rate limits: an IPv4 address as is (also when
 * IPv4-mapped), an IPv6 address by its /64 prefix, since one subscriber gets a whole /64 and could otherwise
 * step through 2^64 addresses.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped) return mapped;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
