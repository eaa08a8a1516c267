import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs `query` as a named (prepared) statement on the handle's connection, through drizzle's own
 * path for raw SQL (the same row parsing as `db.execute`): parsed and planned once per
 * connection, after which PostgreSQL keeps a generic plan when it is no worse. For statements run
 * often whose planning costs more than their execution. Only for SQL whose text never changes
 * between calls (every value a parameter): node-postgres refuses a name reused for another text.
 */
export async function executeNamed<R>(
  db: DbExecutor,
  name: string,
  query: SQL,
): Promise<{ rows: R[]; rowCount: number | null }> {
  return executeNamedText<R>(db, name, dialect.sqlToQuery(query));
}

/**
 * `executeNamed` for a statement whose text is a constant string (`$1`, `$2`, … for `params`, or
 * drizzle's `sql.placeholder`s filled from `placeholders`): nothing is built per call, for hot statements whose query building costs more CPU than their
 * round trip.
 */
export async function executeNamedText<R>(
  db: DbExecutor,
  name: string,
  query: { sql: string; params: unknown[] },
  /** Values of the query's `sql.placeholder`s, when it was built with some. */
  placeholders?: Record<string, unknown>,
): Promise<{ rows: R[]; rowCount: number | null }> {
  // drizzle's session is on every handle (database and transaction), untyped on them.
  const { session } = db as unknown as { session: PgSession };
  const result = await session.prepareQuery(query, undefined, name, false).execute(placeholders);
  return result as { rows: R[]; rowCount: number | null };
}
