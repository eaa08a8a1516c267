// Open-loop traffic for the mix bench: each operation is started on its own schedule (so many
// per second, whatever the server's latency: a slow server does not slow the clients down, as
// real users do not wait for each other), and every outcome is recorded in the step it started in.
import http from 'node:http';
import { LOOPBACK } from './net';

export interface Outcome {
  /** Milliseconds from just before the request was written to the end of the answer. */
  ms: number;
  ok: boolean;
  /** Why it was not ok (status and detail), for the log. */
  error?: string;
}

export interface Sample {
  latencies: number[];
  errors: number;
  /** Started but not finished (at the moment the step was summarized). */
  inFlight: number;
  /** First few distinct errors, for the log. */
  errorKinds: Map<string, number>;
}

/** Outcomes of every operation, per step. */
export class Recorder {
  private readonly steps = new Map<number, Map<string, Sample & { open: Map<number, number> }>>();
  private nextToken = 0;

  private sample(step: number, op: string) {
    let ops = this.steps.get(step);
    if (!ops) this.steps.set(step, (ops = new Map()));
    let s = ops.get(op);
    if (!s)
      ops.set(op, (s = { latencies: [], errors: 0, inFlight: 0, errorKinds: new Map(), open: new Map() }));
    return s;
  }

  /**
   * Marks an operation as started; call the returned function with its outcome, or with null
   * when it is not to be counted after all (it never really started).
   */
  start(step: number, op: string): (o: Outcome | null) => void {
    const s = this.sample(step, op);
    const token = this.nextToken++;
    s.open.set(token, performance.now());
    return (o) => {
      s.open.delete(token);
      if (o === null) return;
      if (o.ok) s.latencies.push(o.ms);
      else {
        s.errors++;
        const kind = o.error ?? 'error';
        if (s.errorKinds.size < 5 || s.errorKinds.has(kind))
          s.errorKinds.set(kind, (s.errorKinds.get(kind) ?? 0) + 1);
      }
    };
  }

  /** Records a failure that never started (e.g. the client's in-flight cap was reached). */
  fail(step: number, op: string, error: string): void {
    this.start(step, op)({ ms: 0, ok: false, error });
  }

  /**
   * The step's samples now. Operations still in flight count with the time they have taken so
   * far (a lower bound), so a step that ends with slow requests pending is not judged on the
   * fast ones alone.
   */
  snapshot(step: number): Map<string, Sample> {
    const now = performance.now();
    const out = new Map<string, Sample>();
    for (const [op, s] of this.steps.get(step) ?? []) {
      const pending = [...s.open.values()].map((at) => now - at);
      out.set(op, {
        latencies: [...s.latencies, ...pending],
        errors: s.errors,
        inFlight: pending.length,
        errorKinds: new Map(s.errorKinds),
      });
    }
    return out;
  }
}

/**
 * Starts `fire` `rate()` times per second, evenly spread (re-read every tick, so a new step's
 * rate applies at once). At most `maxInFlight` of its operations run at a time; a start beyond
 * that is recorded as a failure by `onDrop` instead of queueing in the client.
 */
export function pace(opts: {
  rate: () => number;
  maxInFlight: number;
  fire: () => Promise<void>;
  onDrop: () => void;
  tickMs?: number;
}): { inFlight(): number; stop(): Promise<void> } {
  const tick = opts.tickMs ?? 5;
  let inFlight = 0;
  let stopped = false;
  let credit = 0;
  let last = performance.now();
  const running = new Set<Promise<void>>();
  const loop = () => {
    if (stopped) return;
    const now = performance.now();
    // Credit for the time since the last tick: a client stalled for up to a second catches up
    // (users arrive whether or not the client was busy); longer stalls lose starts, which the
    // bench sees as fewer starts than the rate asks for.
    credit = Math.min(credit + ((now - last) / 1000) * opts.rate(), Math.max(1, opts.rate()));
    last = now;
    while (credit >= 1) {
      credit -= 1;
      if (inFlight >= opts.maxInFlight) {
        opts.onDrop();
        continue;
      }
      inFlight++;
      const p = opts.fire().finally(() => {
        inFlight--;
        running.delete(p);
      });
      running.add(p);
    }
    setTimeout(loop, tick);
  };
  setTimeout(loop, tick);
  return {
    inFlight: () => inFlight,
    async stop() {
      stopped = true;
      await Promise.allSettled([...running]);
    },
  };
}

export interface HttpAnswer {
  status: number;
  ms: number;
  /** The body text (only when asked for: reading a page of search results as text costs the client CPU). */
  text?: string;
}

/** One HTTP request to 127.0.0.1 over a keep-alive agent; the body is drained unless `keepBody`. */
export function send(
  port: number,
  agent: http.Agent,
  req: { method: 'GET' | 'POST'; path: string; token: string; body?: unknown; keepBody?: boolean },
): Promise<HttpAnswer> {
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
  const headers: http.OutgoingHttpHeaders = {
    accept: 'application/json',
    authorization: `Bearer ${req.token}`,
  };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const r = http.request(
      { host: LOOPBACK, port, method: req.method, path: req.path, headers, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (req.keepBody || (res.statusCode ?? 0) >= 400) chunks.push(c);
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            ...(chunks.length > 0 ? { text: Buffer.concat(chunks).toString('utf8') } : {}),
          }),
        );
      },
    );
    r.on('timeout', () => r.destroy(new Error(`${req.method} ${req.path} timed out`)));
    r.on('error', reject);
    r.end(payload);
  });
}

/** An error outcome's description: status and the problem's detail. */
export function describeAnswer(a: HttpAnswer): string {
  let detail = '';
  try {
    detail = (JSON.parse(a.text ?? '{}') as { detail?: string; code?: string }).detail ?? '';
  } catch {
    detail = (a.text ?? '').slice(0, 80);
  }
  return `${a.status} ${detail}`.trim();
}
