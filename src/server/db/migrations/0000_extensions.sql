-- Extensions both PGlite and PostgreSQL 15 provide. drizzle-kit does not emit CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
