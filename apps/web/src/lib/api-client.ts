import { problem, type FieldError } from '@haulclub/shared';
import type { z } from 'zod';

/** A failed API call, built from an application/problem+json body when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly fieldErrors: FieldError[];
  readonly requestId: string | undefined;
  /** From the Retry-After header (e.g. of a 429): seconds to wait, at least 1. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail: string;
    fieldErrors?: FieldError[];
    requestId?: string;
    retryAfterSeconds?: number;
  }) {
    super(init.detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? [];
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The first message per field, e.g. { email: 'Enter a valid email address' }. */
  fieldErrorMap(): Record<string, string> {
    const map: Record<string, string> = {};
    for (const { field, message } of this.fieldErrors) map[field] ??= message;
    return map;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Validates the success body; the parsed value is returned. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Seconds to wait from a Retry-After header: delta-seconds or an HTTP date, at least 1. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

function toApiError(response: Response, body: unknown): ApiError {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  const retryAfter = retryAfterSeconds === undefined ? {} : { retryAfterSeconds };
  const parsed = problem.safeParse(body);
  if (parsed.success) {
    const p = parsed.data;
    return new ApiError({
      status: p.status,
      code: p.code,
      title: p.title,
      detail: p.detail,
      fieldErrors: p.errors ?? [],
      ...(p.requestId ? { requestId: p.requestId } : {}),
      ...retryAfter,
    });
  }
  const title = response.statusText || 'Request failed';
  return new ApiError({
    status: response.status,
    code: 'http_error',
    title,
    detail:
      typeof body === 'string' && body.length > 0 && body.length < 300
        ? body
        : `${title} (HTTP ${String(response.status)})`,
    ...retryAfter,
  });
}

type AccessTokenSource = () => Promise<string | null | undefined>;
let accessTokenSource: AccessTokenSource | undefined;

/** Where API calls get the bearer token of the signed-in user (the session manager registers itself). */
export function setAccessTokenSource(source: AccessTokenSource | undefined): void {
  accessTokenSource = source;
}

export interface FetchOptions {
  method?: HttpMethod;
  /** Sent as is (a File, a Blob, FormData…); set its content-type in `headers` when fetch cannot tell. */
  body?: BodyInit;
  headers?: HeadersInit;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/**
 * fetch with the signed-in user's bearer token, for what `apiRequest` cannot do: a raw body, or an
 * answer read as something other than JSON (`response.blob()`). Resolves with the OK Response;
 * a network failure or an error answer rejects with the same ApiError as `apiRequest`.
 */
export async function apiFetch(path: string, init: FetchOptions = {}): Promise<Response> {
  const { method = 'GET', body, headers: initHeaders, query, signal } = init;
  const headers = new Headers(initHeaders);
  const token = accessTokenSource ? await accessTokenSource().catch(() => undefined) : undefined;
  if (token) headers.set('authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      title: 'Network error',
      detail: 'Could not reach the server. Check your connection and try again.',
    });
  }

  if (!response.ok) throw toApiError(response, await readBody(response));
  return response;
}

/** Calls the HaulClub API. Resolves with the (validated) body or rejects with an ApiError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await apiFetch(path, {
    method,
    headers,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  });
  const data = await readBody(response);
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
};
