// Many truckers press Book on the same load at the same instant: exactly one wins, and the
// booking's contract and rate confirmations exist once.
import http from 'node:http';
import type pg from 'pg';
import { LOAD_JUST_BOOKED_MESSAGE } from '@haulclub/shared';
import { onCleanup } from './cleanup';
import { requestJson, type JsonResponse } from './http-json';
import { insertFreshLoad } from './load-board-seed';
import type { SignedIn } from './sign-in';

export interface BookingRace {
  /** Every attempt's latency, all rounds. */
  latencies: number[];
  winnersPerRound: number[];
}

/**
 * One keep-alive socket per trucker (each trucker's own agent, as each is their own client),
 * opened one after another before the first round. Opened all at once, the API's cluster
 * round-robin hands most of them to whichever worker process acknowledges first (148 of 200 to one
 * of two workers, measured), so one worker serves three quarters of every race while the other core
 * waits; one by one, as people's connections arrive over time, they alternate between the workers.
 */
async function openSockets(port: number, count: number, agents: http.Agent[]): Promise<void> {
  for (let i = 0; i < count; i++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, maxFreeSockets: 1 });
    agents.push(agent);
    await requestJson(port, { method: 'GET', path: '/api/health', agent });
    const open = Object.values(agent.freeSockets).reduce((n, list) => n + (list?.length ?? 0), 0);
    if (open !== 1) throw new Error(`trucker ${i + 1}'s agent holds ${open} open sockets, expected 1`);
  }
}

function describe(results: JsonResponse<{ detail?: string }>[]): string {
  const counts = new Map<string, number>();
  for (const r of results) {
    const key = `${r.status} ${r.body?.detail ?? ''}`.trim();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${n} × ${k}`).join('; ');
}

export async function runBookingRace(
  port: number,
  pool: pg.Pool,
  brokerId: string,
  truckers: readonly SignedIn[],
  rounds: number,
  log: (m: string) => void,
): Promise<BookingRace> {
  const agents: http.Agent[] = [];
  const closeAll = () => {
    for (const agent of agents) agent.destroy();
  };
  const deregister = onCleanup('close the booking sockets', closeAll);
  const latencies: number[] = [];
  const winnersPerRound: number[] = [];
  try {
    await openSockets(port, truckers.length, agents);
    for (let round = 1; round <= rounds; round++) {
      const loadId = await insertFreshLoad(pool, brokerId);
      const path = `/api/loads/${loadId}/book`;
      // All requests are written in the same tick, over sockets that are already open.
      const results = await Promise.all(
        truckers.map((t, i) =>
          requestJson<{ detail?: string; trucker?: { id: string } }>(port, {
            method: 'POST',
            path,
            token: t.token,
            // The race is about the load, not each trucker's schedule (rounds reuse the truckers).
            body: { confirmOverlap: true },
            agent: agents[i],
          }),
        ),
      );
      latencies.push(...results.map((r) => r.ms));
      const winners = results.filter((r) => r.status === 201);
      const losers = results.filter((r) => r.status === 409 && r.body?.detail === LOAD_JUST_BOOKED_MESSAGE);
      const { rows } = await pool.query<{ trucker_id: string; contracts: number; emails: number }>(
        `SELECT b.trucker_id,
           (SELECT count(*)::int FROM contracts c WHERE c.load_id = b.load_id) AS contracts,
           (SELECT count(*)::int FROM mail_outbox m, loads l
             WHERE l.id = b.load_id AND m.subject LIKE 'Rate confirmation HC-' || l.number || ':%') AS emails
         FROM bookings b WHERE b.load_id = $1`,
        [loadId],
      );
      winnersPerRound.push(winners.length);
      if (winners.length !== 1 || losers.length !== truckers.length - 1 || rows.length !== 1) {
        throw new Error(
          `booking round ${round}: expected 1 × 201 and ${truckers.length - 1} × 409 "${LOAD_JUST_BOOKED_MESSAGE}" ` +
            `and one bookings row; got ${describe(results)} and ${rows.length} bookings rows`,
        );
      }
      // The booking's effects are atomic with it: one contract, one rate confirmation per party.
      if (rows[0]?.contracts !== 1 || rows[0]?.emails !== 2)
        throw new Error(
          `booking round ${round}: expected 1 contract and 2 rate confirmations, got ${rows[0]?.contracts} and ${rows[0]?.emails}`,
        );
      const winner = winners[0]?.body?.trucker?.id;
      if (winner !== undefined && winner !== rows[0]?.trucker_id)
        throw new Error(
          `booking round ${round}: the 201 went to ${winner} but the bookings row names ${rows[0]?.trucker_id}`,
        );
      if (round % 10 === 0 || round === rounds)
        log(`  booking round ${round}/${rounds}: 1 winner, ${losers.length} × 409`);
    }
  } finally {
    deregister();
    closeAll();
  }
  return { latencies, winnersPerRound };
}
