/**
 * Vitest set-up file (unit and e2e projects): tests talk only to loopback. Every TCP/TLS connection
 * (`net.Socket#connect`, which http, https, undici's fetch, pg and nodemailer all end in) must go to a
 * loopback address, to `localhost`, or to a name that a custom `lookup` (an injected resolver, like the SSRF
 * guard's in tests) resolves to loopback; DNS lookups of any other name and every `dns.resolve*` query are
 * refused without leaving the machine. A refusal fails the call with an `ERR_TEST_NETWORK` error and, since
 * code under test may swallow that error (a scraper falling back), also fails the test after it ends.
 * The host of TEST_DATABASE_URL is allowed too: CI may point the database at another machine.
 */
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net, { isIP, type LookupFunction } from 'node:net';
import { afterEach } from 'vitest';

/** Where refusals are collected (on globalThis, so the guard's own test reads the same list). */
const violationsKey = Symbol.for('postforge.loopbackOnly.violations');
const installedKey = Symbol.for('postforge.loopbackOnly.installed');

type GuardGlobals = typeof globalThis & { [violationsKey]?: string[]; [installedKey]?: boolean };
const guardGlobals = globalThis as GuardGlobals;
const violations = (guardGlobals[violationsKey] ??= []);

/** Takes (and clears) the refusals recorded so far; the guard's own test uses it to expect one. */
export function takeNetworkViolations(): string[] {
  return violations.splice(0, violations.length);
}

/** The error a refused connection or lookup fails with. */
export class TestNetworkError extends Error {
  readonly code = 'ERR_TEST_NETWORK';
  constructor(what: string) {
    super(`Tests talk only to loopback: ${what} was refused (src/server/testing/loopback-only.setup.ts).`);
    this.name = 'TestNetworkError';
  }
}

function refuse(what: string): TestNetworkError {
  violations.push(what);
  return new TestNetworkError(what);
}

const extraHosts = new Set<string>();
const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  try {
    extraHosts.add(new URL(databaseUrl).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase());
  } catch {
    // not a URL: nothing to allow
  }
}

/** True for 127.0.0.0/8, ::1 and the IPv4-mapped forms of loopback. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isIP(plain) === 4) return plain.startsWith('127.');
  if (isIP(plain) === 6) return plain === '::1' || /^::ffff:127\./.test(plain) || /^::ffff:7f/.test(plain);
  return false;
}

/** True for a host name that never leaves the machine: `localhost` and `*.localhost` (RFC 6761). */
function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

function isAllowedAddress(address: string): boolean {
  return isLoopbackAddress(address) || extraHosts.has(address.toLowerCase());
}

type LookupCallback = Parameters<LookupFunction>[2];

/** Wraps a lookup so that every address it answers must be loopback (or allowed). */
function checkedLookup(lookup: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    const answer: LookupCallback = (error, address, family) => {
      if (error) return callback(error, address, family);
      const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
      const outside = addresses.find((entry) => !isAllowedAddress(entry));
      if (outside !== undefined) {
        callback(refuse(`a connection to ${hostname} (${outside})`), '', 0);
        return;
      }
      callback(null, address, family);
    };
    lookup(hostname, options, answer);
  };
}

interface ConnectOptions {
  host?: string;
  port?: number | string;
  path?: string | null;
  lookup?: LookupFunction;
}

/** Splits `connect`'s many call forms into options and the connect listener. */
function readConnectArguments(args: unknown[]): [ConnectOptions, unknown] {
  const [first, second, third] = args;
  if (Array.isArray(first)) return [(first[0] ?? {}) as ConnectOptions, first[1]];
  if (typeof first === 'object' && first !== null) return [first, second];
  if (typeof first === 'string' && !/^\d+$/.test(first)) return [{ path: first }, second];
  if (typeof second === 'string') return [{ port: first as number, host: second }, third];
  return [{ port: first as number }, second];
}

function install(): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the socket as `this`
  const originalConnect = net.Socket.prototype.connect;
  const originalLookup = dns.lookup;

  const guardedLookup = function lookup(hostname: string, ...rest: unknown[]): void {
    const callback = rest.at(-1) as (error: Error | null, ...values: unknown[]) => void;
    if (isIP(hostname) !== 0 || isLocalName(hostname) || extraHosts.has(hostname.toLowerCase())) {
      (originalLookup as (...values: unknown[]) => void)(hostname, ...rest);
      return;
    }
    const error = refuse(`a DNS lookup of ${hostname}`);
    process.nextTick(() => callback(error));
  };
  net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
    const [options, listener] = readConnectArguments(args);
    // A unix socket or pipe (http passes `path: null` for TCP).
    if (typeof options.path === 'string') return originalConnect.apply(this, args as never);
    const host = (options.host ?? 'localhost').replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) !== 0) {
      if (isAllowedAddress(host)) return originalConnect.apply(this, args as never);
      const error = refuse(`a connection to ${host}:${String(options.port)}`);
      process.nextTick(() => this.destroy(error));
      return this;
    }
    if (extraHosts.has(host.toLowerCase())) return originalConnect.apply(this, args as never);
    // A name: whatever resolves it (the system through the guarded lookup, or an injected resolver) must
    // answer loopback.
    const lookup = checkedLookup(options.lookup ?? guardedLookup);
    const guarded = { ...options, lookup };
    const forwarded = typeof listener === 'function' ? [guarded, listener] : [guarded];
    return originalConnect.apply(this, forwarded as never);
  };

  dns.lookup = guardedLookup as typeof dns.lookup;

  const originalPromisesLookup = dns.promises.lookup;
  dns.promises.lookup = (async (hostname: string, options?: dns.LookupOptions) => {
    if (isIP(hostname) !== 0 || isLocalName(hostname) || extraHosts.has(hostname.toLowerCase())) {
      return originalPromisesLookup(hostname, options ?? {});
    }
    throw refuse(`a DNS lookup of ${hostname}`);
  }) as typeof dns.promises.lookup;

  // Every resolve* and reverse goes to a DNS server: refused outright, module functions and Resolvers alike.
  const queryNames = Object.keys(dns).filter((name) => /^resolve|^reverse$/.test(name));
  for (const name of queryNames) {
    (dns as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const callback = args.at(-1);
      const error = refuse(`a DNS query (${name} ${String(args[0])})`);
      if (typeof callback === 'function') process.nextTick(() => (callback as (error: Error) => void)(error));
      else throw error;
    };
    (dns.promises as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      throw refuse(`a DNS query (${name} ${String(args[0])})`);
    };
  }
  for (const resolver of [dns.Resolver.prototype, dns.promises.Resolver.prototype]) {
    for (const name of Object.getOwnPropertyNames(resolver).filter((key) => /^resolve|^reverse$/.test(key))) {
      Object.defineProperty(resolver, name, {
        configurable: true,
        writable: true,
        value(...args: unknown[]) {
          const error = refuse(`a DNS query (Resolver ${name} ${String(args[0])})`);
          const callback = args.at(-1);
          if (resolver === dns.promises.Resolver.prototype) return Promise.reject(error);
          if (typeof callback === 'function')
            process.nextTick(() => (callback as (error: Error) => void)(error));
          return undefined;
        },
      });
    }
  }
  // `import { lookup } from 'node:dns'` bindings see the guarded functions too.
  syncBuiltinESMExports();
}

if (!guardGlobals[installedKey]) {
  guardGlobals[installedKey] = true;
  install();
}

afterEach(() => {
  const refused = takeNetworkViolations();
  if (refused.length > 0) {
    throw new TestNetworkError(`${refused.join('; ')} — use a loopback fake or an injected resolver`);
  }
});
