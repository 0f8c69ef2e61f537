/**
 * What the logs may say about an error. Failed database queries carry their parameter values (prompts,
 * tokens, e-mail addresses): Drizzle's DrizzleQueryError puts them in `params` and in its message ('Failed
 * query: … params: …'), and PostgreSQL's own messages and details quote the offending value ('invalid input
 * syntax for type uuid: "…"', 'Key (email)=(…) already exists'). For those only the safe fields are kept: the
 * SQLSTATE code, severity, schema/table/column/constraint/type names, the routine, and the SQL text with
 * its `$1` placeholders. Every other error keeps its type, message, code and stack.
 */

/** A PostgreSQL error as node-postgres raises it (DatabaseError), by shape. */
interface PostgresErrorShape {
  code: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  schema?: string;
  dataType?: string;
  routine?: string;
}

/** True for an error PostgreSQL sent (node-postgres' DatabaseError): a 5-character SQLSTATE and a severity. */
export function isPostgresError(value: unknown): value is Error & PostgresErrorShape {
  return (
    value instanceof Error &&
    'code' in value &&
    typeof value.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(value.code) &&
    typeof (value as { severity?: unknown }).severity === 'string'
  );
}

/** True for Drizzle's wrapper of a failed query (it holds the SQL text and the parameter values). */
function isQueryError(value: unknown): value is Error & { query: string; params: unknown } {
  return value instanceof Error && 'query' in value && 'params' in value && typeof value.query === 'string';
}

/** The PostgreSQL error at the root of `error`'s cause chain, if any (at most 8 links deep). */
export function findPostgresError(error: unknown): (Error & PostgresErrorShape) | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (isPostgresError(current)) return current;
    current = current.cause;
  }
  return undefined;
}

/** True when the error or one of its causes is a failed query, whose message may quote values. */
function involvesDatabase(error: Error): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (isPostgresError(current) || isQueryError(current)) return true;
    current = current.cause;
  }
  return false;
}

/** The stack frames without the message line(s) in front of them. */
function framesOnly(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

function definedOnly(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

function serializeDatabaseError(error: Error, depth: number): Record<string, unknown> {
  if (isPostgresError(error)) {
    return definedOnly({
      type: error.name,
      message: 'PostgreSQL error (message withheld: it may quote values)',
      code: error.code,
      severity: error.severity,
      schema: error.schema,
      table: error.table,
      column: error.column,
      constraint: error.constraint,
      dataType: error.dataType,
      routine: error.routine,
      stack: framesOnly(error.stack),
    });
  }
  return definedOnly({
    type: error.name,
    message: isQueryError(error)
      ? 'Failed query (parameters withheld)'
      : 'Error from a failed query (message withheld: it may quote values)',
    ...(isQueryError(error) ? { query: error.query } : {}),
    code: 'code' in error && typeof error.code === 'string' ? error.code : undefined,
    stack: framesOnly(error.stack),
    cause:
      depth < 8 && error.cause instanceof Error ? serializeDatabaseError(error.cause, depth + 1) : undefined,
  });
}

/**
 * The pino serializer of `err` for every logger of the app (and what the error plugin logs): database errors
 * reduced to their safe fields (see the module comment), other errors as type, message, code, status and
 * stack (with their causes). Values that are not errors pass through.
 */
export function serializeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  if (involvesDatabase(value)) return serializeDatabaseError(value, 0);
  const extra = value as { code?: unknown; statusCode?: unknown };
  return definedOnly({
    type: value.name,
    message: value.message,
    code: typeof extra.code === 'string' || typeof extra.code === 'number' ? extra.code : undefined,
    statusCode: typeof extra.statusCode === 'number' ? extra.statusCode : undefined,
    stack: value.stack,
    cause: value.cause instanceof Error ? serializeError(value.cause) : undefined,
  });
}
