import http from 'node:http';
import { LOOPBACK } from './net';

export interface JsonRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Bearer access token. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** A keep-alive agent; without one each request opens its own connection. */
  agent?: http.Agent;
  /** Source address on the loopback network (127.0.0.0/8), to appear as another client IP. */
  localAddress?: string;
  timeoutMs?: number;
  /**
   * Read the answer without keeping it (body undefined): a load generator's timed requests, whose
   * bodies nobody reads, cost the measured machine no decoding (like autocannon's).
   */
  discardBody?: boolean;
}

export interface JsonResponse<T = unknown> {
  status: number;
  /** Parsed JSON, or the raw text when the response is not JSON (undefined when empty). */
  body: T;
  /** From just before the request was written to the end of the response. */
  ms: number;
}

/** One HTTP request to 127.0.0.1 with a JSON body and a JSON answer; rejects on network errors and time-outs. */
export function requestJson<T = unknown>(port: number, req: JsonRequest): Promise<JsonResponse<T>> {
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  const timeoutMs = req.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const r = http.request(
      {
        host: LOOPBACK,
        port,
        method: req.method,
        path: req.path,
        headers,
        agent: req.agent ?? false,
        timeout: timeoutMs,
        ...(req.localAddress ? { localAddress: req.localAddress } : {}),
      },
      (res) => {
        if (req.discardBody) {
          res.on('error', reject);
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: undefined as T, ms: performance.now() - started }),
          );
          res.resume();
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text === '' ? undefined : text;
          if (text !== '' && /json/.test(String(res.headers['content-type'] ?? ''))) {
            try {
              body = JSON.parse(text);
            } catch {
              // Keep the text: the caller reports it.
            }
          }
          resolve({ status: res.statusCode ?? 0, body: body as T, ms });
        });
      },
    );
    r.on('timeout', () => r.destroy(new Error(`${req.method} ${req.path} timed out after ${timeoutMs} ms`)));
    r.on('error', reject);
    r.end(payload);
  });
}

/** Throws with the status and body when a response is not the expected status. */
export function expectStatus<T>(res: JsonResponse<T>, expected: number, what: string): T {
  if (res.status !== expected)
    throw new Error(`${what}: expected HTTP ${expected}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
