import fs from 'node:fs';
import { matchScoresFunctionDdl } from '../modules/matching/index';

/**
 * npm run db:match-function -- <migration.sql>: writes the statement that recreates
 * haulclub_match_scores from today's match SQL into a migration file (make an empty one first
 * with `npm run db:generate -- --custom --name match_scores_function`). Needed whenever the match
 * SQL or a constant it renders changes; match-scores-function.test.ts says so.
 */
const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run db:match-function -- apps/api/drizzle/<NNNN>_<name>.sql');
  process.exit(2);
}
const header = `-- haulclub_match_scores(trucker, load ids): the match score of a few loads for one trucker, as
-- the matching module's MATCH_JOINS computes it (written by npm run db:match-function from
-- apps/api/src/modules/matching/repository/match-scores-function.ts). PL/pgSQL, so each connection
-- plans its query once: best_match scores its candidates through it.
`;
fs.writeFileSync(file, `${header}${matchScoresFunctionDdl()}\n`);
console.log(`[haulclub] wrote ${file}`);
