-- Contrib extensions the data model relies on: case-insensitive text, trigram
-- search, cube + earthdistance for radius queries without PostGIS, and
-- pgcrypto for random tokens in SQL. All ship with PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS pgcrypto;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
