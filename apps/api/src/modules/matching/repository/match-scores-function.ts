import { PgDialect } from 'drizzle-orm/pg-core';
import { MATCH_JOINS } from './match-sql';

/**
 * `haulclub_match_scores(trucker uuid, loads uuid[])`: the match score (MATCH_JOINS' `score`) of
 * the given loads for one trucker, as rows (id, posted_at, score). A PL/pgSQL function, so each
 * connection plans its query once and reuses the plan (the ids and the trucker are looked up by
 * primary key, so one generic plan fits every call): a statement that scores a few loads calls it
 * instead of embedding MATCH_JOINS, whose planning cost best_match about 2.5 ms for each of its
 * two copies.
 *
 * The database holds the function as a migration wrote it (0026_match_scores_function.sql). Its
 * body is MATCH_SCORES_FUNCTION_BODY; a test compares the two, so a change of the match SQL (or of
 * a constant it renders) fails until a new migration recreates the function with
 * matchScoresFunctionDdl().
 */
export const MATCH_SCORES_FUNCTION = 'haulclub_match_scores';

const dialect = new PgDialect({ casing: 'snake_case' });

/** The function's PL/pgSQL body (pg_proc.prosrc): RETURN QUERY of MATCH_JOINS over the ids. */
export const MATCH_SCORES_FUNCTION_BODY = `
#variable_conflict use_column
BEGIN
  RETURN QUERY SELECT l.id, l.posted_at, m."score"
    FROM loads l
    JOIN truckers t ON t.user_id = p_trucker
    ${dialect.sqlToQuery(MATCH_JOINS).sql.trim()}
    WHERE l.id = ANY (p_loads);
END
`;

/** The statement that creates (or replaces) the function: what its migration holds. */
export function matchScoresFunctionDdl(): string {
  if (MATCH_SCORES_FUNCTION_BODY.includes('$fn$')) {
    throw new Error('the match scores function body must not hold its dollar-quote tag');
  }
  return `CREATE OR REPLACE FUNCTION "${MATCH_SCORES_FUNCTION}"(p_trucker uuid, p_loads uuid[])
  RETURNS TABLE (id uuid, posted_at timestamptz, score int)
  LANGUAGE plpgsql STABLE ROWS 50
  SET plan_cache_mode = force_generic_plan
AS $fn$${MATCH_SCORES_FUNCTION_BODY}$fn$;`;
}
