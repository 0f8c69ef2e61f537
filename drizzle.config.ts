import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads the pg-core schema and writes SQL migrations that run on PGlite and PostgreSQL 15. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
