import { setTimeout as sleep } from 'node:timers/promises';
import { FmcsaUnavailableError, type FmcsaFailure } from './fmcsa-unavailable-error';
import {
  parseAuthorities,
  parseCarriers,
  qcEnvelope,
  type FmcsaAuthority,
  type FmcsaCarrier,
} from './qc-mobile-schema';

export interface FmcsaClientOptions {
  /** e.g. https://mobile.fmcsa.dot.gov/qc/services */
  baseUrl: string;
  webKey: string;
  /** Per request attempt, including reading the body. */
  timeoutMs: number;
  /** Attempts per request; network errors, time-outs, 429, 5xx and garbage are retried. */
  attempts: number;
  /** First back-off delay; doubles per attempt, with jitter, capped at `retryMaxDelayMs`. */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  log?: FmcsaLog;
  fetch?: typeof fetch;
}

export interface FmcsaLog {
  warn(obj: object, msg: string): void;
}

/**
 * What FMCSA knows about an applicant. `docketDotNumbers` are the USDOT
 * numbers the MC number's docket search returned when both numbers were
 * given (null when the MC was not checked separately).
 */
export type FmcsaLookupResult =
  | {
      kind: 'found';
      carrier: FmcsaCarrier;
      authority: FmcsaAuthority[];
      docketDotNumbers: string[] | null;
      retrievedAt: Date;
    }
  | { kind: 'not_found' };

export interface FmcsaClient {
  /** The carrier with this USDOT number, or null (FMCSA answers 200 `{ content: null }`). */
  carrierByDot(dotNumber: string): Promise<FmcsaCarrier | null>;
  /** The carriers holding this MC (docket) number; usually one, none when unknown. */
  carriersByDocket(mcNumber: string): Promise<FmcsaCarrier[]>;
  /** The operating-authority dockets of a USDOT number. */
  authority(dotNumber: string): Promise<FmcsaAuthority[]>;
  /**
   * Looks an applicant up: by DOT when given (and the MC's docket too, to
   * compare), otherwise by MC; then the carrier's authority.
   * @throws FmcsaUnavailableError
   */
  lookup(numbers: { mcNumber: string | null; dotNumber: string | null }): Promise<FmcsaLookupResult>;
}

const WEBKEY_PARAM = /([?&]webKey=)[^&#]*/gi;

/** A URL safe to log: the web key replaced. */
export function redactWebKey(url: string): string {
  return url.replace(WEBKEY_PARAM, '$1[redacted]');
}

/** Seconds (or an HTTP date) of a Retry-After header, in milliseconds. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

class RetryableFailure extends Error {
  constructor(
    message: string,
    readonly failure: FmcsaFailure,
    readonly status: number | null = null,
    readonly waitMs: number | null = null,
  ) {
    super(message);
  }
}

export function createFmcsaClient(options: FmcsaClientOptions): FmcsaClient {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const baseDelay = options.retryBaseDelayMs ?? 500;
  const maxDelay = options.retryMaxDelayMs ?? 8000;
  const attempts = Math.max(1, options.attempts);

  /** Exponential back-off with "equal jitter": half fixed, half random. */
  function backoff(attempt: number, floorMs: number | null): number {
    const exp = Math.min(maxDelay, baseDelay * 2 ** (attempt - 1));
    const jittered = exp / 2 + Math.random() * (exp / 2);
    return Math.min(maxDelay, Math.max(jittered, floorMs ?? 0));
  }

  /** One attempt: the envelope's `content`, `null` for a 404 without a record, or a failure. */
  async function attemptOnce(url: string, safeUrl: string): Promise<unknown> {
    let res: Response;
    let body: string;
    try {
      res = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      body = await res.text();
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new RetryableFailure(
          `FMCSA did not answer ${safeUrl} within ${options.timeoutMs} ms`,
          'timeout',
        );
      }
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
      throw new RetryableFailure(
        `FMCSA could not be reached at ${safeUrl} (${redactWebKey(why)})`,
        'unreachable',
      );
    }

    if (res.status === 429 || res.status >= 500) {
      throw new RetryableFailure(
        `FMCSA answered HTTP ${res.status} for ${safeUrl}`,
        'server_error',
        res.status,
        res.status === 429 ? retryAfterMs(res.headers.get('retry-after')) : null,
      );
    }

    let content: unknown;
    let json = true;
    try {
      const envelope = qcEnvelope.safeParse(JSON.parse(body));
      if (envelope.success) content = envelope.data.content;
      else json = false;
    } catch {
      json = false;
    }

    // "Webkey not found" and friends come back as a string in `content` (with 200, 401, 403 or 404).
    if (json && typeof content === 'string' && /web\s*key|unauthori[sz]ed|forbidden/i.test(content)) {
      throw new FmcsaUnavailableError(
        `FMCSA refused the web key (HTTP ${res.status}: ${content.slice(0, 100)}) for ${safeUrl}`,
        'rejected',
        res.status,
      );
    }
    if (
      res.status === 404 &&
      json &&
      (content === null || (Array.isArray(content) && content.length === 0))
    ) {
      return null;
    }
    if (res.status >= 400) {
      throw new FmcsaUnavailableError(
        `FMCSA refused the request with HTTP ${res.status} for ${safeUrl}`,
        'rejected',
        res.status,
      );
    }
    if (!json) {
      throw new RetryableFailure(
        `FMCSA answered ${safeUrl} with something that is not a QCMobile answer (HTTP ${res.status})`,
        'bad_response',
        res.status,
      );
    }
    return content;
  }

  /** GET {base}{path}?webKey=… with time-out and retries; returns `content`. */
  async function get(path: string): Promise<unknown> {
    const url = `${base}${path}?webKey=${encodeURIComponent(options.webKey)}`;
    const safeUrl = redactWebKey(url);
    let last: RetryableFailure | undefined;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        return await attemptOnce(url, safeUrl);
      } catch (err) {
        if (!(err instanceof RetryableFailure)) throw err;
        last = err;
        if (attempt < attempts) {
          const delay = backoff(attempt, err.waitMs);
          options.log?.warn(
            { url: safeUrl, attempt, attempts, failure: err.failure, status: err.status, retryInMs: delay },
            'FMCSA request failed; retrying',
          );
          await sleep(delay);
        }
      }
    }
    const failure = last ?? new RetryableFailure(`FMCSA request to ${safeUrl} failed`, 'unreachable');
    throw new FmcsaUnavailableError(
      `${failure.message} (after ${attempts} attempt${attempts === 1 ? '' : 's'})`,
      failure.failure,
      failure.status,
    );
  }

  /** Parses `content`; a shape QCMobile does not send counts as garbage. */
  function parse<T>(what: string, content: unknown, parser: (c: unknown) => T): T {
    try {
      return parser(content);
    } catch {
      throw new FmcsaUnavailableError(`FMCSA sent an unexpected ${what} record`, 'bad_response');
    }
  }

  const client: FmcsaClient = {
    async carrierByDot(dotNumber) {
      const content = await get(`/carriers/${encodeURIComponent(dotNumber)}`);
      return parse('carrier', content, parseCarriers)[0] ?? null;
    },
    async carriersByDocket(mcNumber) {
      const content = await get(`/carriers/docket-number/${encodeURIComponent(mcNumber)}`);
      return parse('docket', content, parseCarriers);
    },
    async authority(dotNumber) {
      const content = await get(`/carriers/${encodeURIComponent(dotNumber)}/authority`);
      return parse('authority', content, parseAuthorities);
    },
    async lookup({ mcNumber, dotNumber }) {
      const [byDot, byDocket] = await Promise.all([
        dotNumber ? client.carrierByDot(dotNumber) : null,
        mcNumber ? client.carriersByDocket(mcNumber) : null,
      ]);
      const carrier = byDot ?? byDocket?.[0] ?? null;
      if (!carrier) return { kind: 'not_found' };
      const authority = await client.authority(carrier.dotNumber);
      return {
        kind: 'found',
        carrier,
        authority,
        docketDotNumbers: dotNumber && byDocket ? byDocket.map((c) => c.dotNumber) : null,
        retrievedAt: new Date(),
      };
    },
  };
  return client;
}
