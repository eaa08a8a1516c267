import http from 'node:http';
import net from 'node:net';

export const LOOPBACK = '127.0.0.1';

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}

export interface HttpResult {
  status: number;
  body: string;
}

/** One GET on 127.0.0.1 without keep-alive; rejects on connection errors and timeout. */
export function httpGet(port: number, path: string, timeoutMs = 2000): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: LOOPBACK, port, path, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

export interface PollOptions {
  intervalMs?: number;
  timeoutMs: number;
  /** Checked between attempts; a message here aborts the poll (e.g. "the server exited"). */
  abortReason?: () => string | undefined;
}

/**
 * Polls GET path every `intervalMs` (measured from the start of each attempt)
 * until it answers 200. Resolves with the performance.now() of the 200's arrival.
 */
export async function pollUntil200(port: number, path: string, options: PollOptions): Promise<number> {
  const interval = options.intervalMs ?? 25;
  const deadline = performance.now() + options.timeoutMs;
  let lastError = 'no attempt made';
  for (;;) {
    const reason = options.abortReason?.();
    if (reason) throw new Error(`${reason} (last poll: ${lastError})`);
    const attemptAt = performance.now();
    if (attemptAt > deadline)
      throw new Error(
        `GET ${path} on port ${port} gave no 200 within ${options.timeoutMs} ms (last: ${lastError})`,
      );
    try {
      const res = await httpGet(port, path, Math.max(interval * 4, 1000));
      if (res.status === 200) return performance.now();
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    const wait = attemptAt + interval - performance.now();
    if (wait > 0) await sleep(wait);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
