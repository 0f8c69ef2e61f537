import pg from 'pg';

/** A table a backup holds: its schema, name and the columns COPY reads and writes, in column order. */
export interface TableShape {
  schema: string;
  name: string;
  /** Every stored column (generated columns left out: PostgreSQL computes them again). */
  columns: string[];
}

/**
 * Session settings that make COPY's text format the same on every server (pg_dump sets the same): ISO
 * dates, PostgreSQL intervals, exact floats, hex bytea. Both the dump and the restore apply them.
 */
export async function setPortableFormats(client: pg.ClientBase): Promise<void> {
  await client.query(
    "SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres'; " +
      "SET LOCAL extra_float_digits = 3; SET LOCAL bytea_output = 'hex'",
  );
}

/** `schema.name`, each part quoted for SQL. */
export function qualifiedName(table: { schema: string; name: string }): string {
  return `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;
}

/** The column list of `table`, quoted for SQL: `("a", "b")` without the parentheses. */
export function columnList(table: TableShape): string {
  return table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
}

/**
 * The tables a backup holds: every table of the `public` schema (the app's) and drizzle's record of
 * applied migrations. pg-boss's schema (`pgboss`, queued jobs) is left out on purpose. Sorted by schema
 * and name.
 */
export async function listBackupTables(client: pg.ClientBase): Promise<TableShape[]> {
  const { rows } = await client.query<TableShape>(
    `SELECT n.nspname AS schema, c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND (n.nspname = 'public' OR (n.nspname = 'drizzle' AND c.relname = '__drizzle_migrations'))
      GROUP BY n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
  );
  return rows;
}

const keyOf = (table: { schema: string; name: string }) => `${table.schema}.${table.name}`;

/**
 * `tables` ordered so that every table comes after the tables its foreign keys reference (read from
 * pg_constraint), ties in the given order. A table referencing itself is fine (COPY checks the keys at the
 * end of the statement); a cycle between tables cannot be loaded with plain COPY and throws.
 */
export async function sortByForeignKeys<T extends { schema: string; name: string }>(
  client: pg.ClientBase,
  tables: T[],
): Promise<T[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT cn.nspname || '.' || c.relname AS child, pn.nspname || '.' || p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace cn ON cn.oid = c.relnamespace
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace pn ON pn.oid = p.relnamespace
      WHERE k.contype = 'f'`,
  );
  const wanted = new Set(tables.map(keyOf));
  const parents = new Map<string, Set<string>>(tables.map((table) => [keyOf(table), new Set()]));
  for (const { child, parent } of rows) {
    if (child !== parent && wanted.has(child) && wanted.has(parent)) parents.get(child)?.add(parent);
  }
  const sorted: T[] = [];
  const placed = new Set<string>();
  let remaining = [...tables];
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      [...(parents.get(keyOf(table)) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      throw new Error(`These tables reference each other in a cycle: ${remaining.map(keyOf).join(', ')}.`);
    }
    for (const table of ready) {
      sorted.push(table);
      placed.add(keyOf(table));
    }
    remaining = remaining.filter((table) => !placed.has(keyOf(table)));
  }
  return sorted;
}

/**
 * Sets every sequence owned by a column of `tables` (serial and identity columns) to that column's
 * largest value, so the next insert does not collide with a restored row; an empty table's sequence
 * starts over. Answers how many sequences were set.
 */
export async function resetSequences(
  client: pg.ClientBase,
  tables: { schema: string; name: string }[],
): Promise<number> {
  const { rows } = await client.query<{ sequence: string; schema: string; table: string; column: string }>(
    `SELECT s.oid::regclass::text AS sequence, n.nspname AS schema, t.relname AS table, a.attname AS column
       FROM pg_class s
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass
                       AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S'`,
  );
  const wanted = new Set(tables.map(keyOf));
  let count = 0;
  for (const row of rows) {
    if (!wanted.has(`${row.schema}.${row.table}`)) continue;
    await client.query(
      `SELECT setval($1::regclass, coalesce(m.value, s.seqstart), m.value IS NOT NULL)
         FROM pg_sequence s, (SELECT max(${pg.escapeIdentifier(row.column)})::bigint AS value
                                FROM ${qualifiedName({ schema: row.schema, name: row.table })}) m
        WHERE s.seqrelid = $1::regclass`,
      [row.sequence],
    );
    count += 1;
  }
  return count;
}

/** How many user accounts the database holds (0 when the app's tables do not exist yet). */
export async function countUsers(client: pg.ClientBase): Promise<number> {
  const { rows: exists } = await client.query<{ table: string | null }>(
    `SELECT to_regclass('public.users')::text AS table`,
  );
  if (!exists[0]?.table) return 0;
  const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM public.users');
  return rows[0]?.count ?? 0;
}

/**
 * How many other client sessions are connected to the current database, sessions named
 * `applicationName` (our own pool's) left out. Sessions of a process that just stopped take a moment to
 * end: waits up to `graceMs` for them before answering.
 */
export async function countOtherSessions(
  client: pg.ClientBase,
  applicationName: string,
  graceMs = 3_000,
): Promise<number> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND backend_type = 'client backend' AND application_name <> $1`,
      [applicationName],
    );
    const count = rows[0]?.count ?? 0;
    if (count === 0 || Date.now() >= deadline) return count;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
