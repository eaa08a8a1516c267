// Where the database's work went during the mix bench's traffic: rows read per table (sequential
// and by index) and rows written, from PostgreSQL's cumulative statistics, and the background
// jobs the traffic queued, by kind. For the log: it points at what to look at when the base
// traffic costs more CPU than expected.
import type pg from 'pg';

interface TableCounters {
  seqRead: number;
  idxFetch: number;
  written: number;
}

export type TableSnapshot = Map<string, TableCounters>;

export async function tableSnapshot(db: pg.Pool): Promise<TableSnapshot> {
  const { rows } = await db.query<{ relname: string; seq: string; idx: string; written: string }>(
    `SELECT relname, coalesce(seq_tup_read, 0)::text AS seq, coalesce(idx_tup_fetch, 0)::text AS idx,
       (n_tup_ins + n_tup_upd + n_tup_del)::text AS written
     FROM pg_stat_user_tables`,
  );
  return new Map(
    rows.map((r) => [
      r.relname,
      { seqRead: Number(r.seq), idxFetch: Number(r.idx), written: Number(r.written) },
    ]),
  );
}

/** The tables that read the most rows between two snapshots, as one line. */
export function describeTableWork(before: TableSnapshot, after: TableSnapshot, top = 6): string {
  const diffs = [...after].map(([table, a]) => {
    const b = before.get(table) ?? { seqRead: 0, idxFetch: 0, written: 0 };
    return {
      table,
      seq: a.seqRead - b.seqRead,
      idx: a.idxFetch - b.idxFetch,
      written: a.written - b.written,
    };
  });
  return diffs
    .sort((x, y) => y.seq + y.idx - (x.seq + x.idx))
    .slice(0, top)
    .map((d) => `${d.table} ${d.seq} seq + ${d.idx} idx rows read, ${d.written} written`)
    .join('; ');
}

/** Background jobs created since `since` (database time), by kind and status, as one line. */
export async function describeJobs(db: pg.Pool, since: string): Promise<string> {
  const { rows } = await db.query<{ kind: string; status: string; n: number }>(
    `SELECT kind, status, count(*)::int AS n FROM jobs WHERE created_at >= $1::timestamptz
     GROUP BY kind, status ORDER BY n DESC`,
    [since],
  );
  return rows.map((r) => `${r.n} × ${r.kind} (${r.status})`).join(', ') || 'none';
}
