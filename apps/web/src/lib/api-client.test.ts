import { mailboxListResponse } from '@haulclub/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';

import { ApiError, apiFetch, apiRequest, parseRetryAfter, setAccessTokenSource } from './api-client';

afterEach(() => {
  setAccessTokenSource(undefined);
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends JSON, leaves out empty query values and validates the body with the schema', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, { messages: [] }));
    const body = await apiRequest('/api/dev/mailbox', {
      query: { to: 'a@b.test', empty: '', none: undefined },
      schema: mailboxListResponse,
    });
    expect(body).toEqual({ messages: [] });
    expect(requests[0]?.url).toBe('/api/dev/mailbox?to=a%40b.test');
  });

  it('turns an application/problem+json body into an ApiError with field errors', async () => {
    stubFetch(() =>
      problemResponse(400, {
        code: 'validation_failed',
        title: 'Invalid request',
        detail: 'Check the highlighted fields.',
        errors: [
          { field: 'email', message: 'Enter a valid email address' },
          { field: 'email', message: 'Second message' },
          { field: 'message', message: 'Message is required' },
        ],
      }),
    );
    const error = await apiRequest('/api/invite-requests', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError).toMatchObject({ status: 400, code: 'validation_failed', title: 'Invalid request' });
    expect(apiError.message).toBe('Check the highlighted fields.');
    expect(apiError.fieldErrorMap()).toEqual({
      email: 'Enter a valid email address',
      message: 'Message is required',
    });
  });

  it('still fails cleanly when the error body is not a problem', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 502, code: 'http_error', title: 'Bad Gateway', fieldErrors: [] });
  });

  it('reports network failures as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('resolves undefined for an empty success body', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('sends the bearer token of the registered source', async () => {
    setAccessTokenSource(() => Promise.resolve('token-1'));
    const { fetchMock } = stubFetch(() => jsonResponse(200, {}));
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 } });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('reads Retry-After of a 429 into retryAfterSeconds', async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({
            type: 'x',
            title: 'Too many requests',
            status: 429,
            code: 'rate_limited',
            detail: 'Slow down',
          }),
          { status: 429, headers: { 'content-type': 'application/problem+json', 'retry-after': '7' } },
        ),
    );
    const error = (await apiRequest('/api/x', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 7 });
  });

  it('reads Retry-After as an HTTP date, also on an error that is not a problem', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T12:00:00Z'));
    stubFetch(
      () =>
        new Response('busy', {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'retry-after': 'Tue, 03 Mar 2026 12:00:30 GMT' },
        }),
    );
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 503, code: 'http_error', retryAfterSeconds: 30 });
  });

  it('leaves retryAfterSeconds undefined without a Retry-After header', async () => {
    stubFetch(() => problemResponse(404, { code: 'not_found', detail: 'Not found' }));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfterSeconds).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date, at least one second', () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter(' 12 ')).toBe(12);
    expect(parseRetryAfter('0')).toBe(1);
    const now = Date.parse('2026-03-03T12:00:00Z');
    expect(parseRetryAfter('Tue, 03 Mar 2026 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Tue, 03 Mar 2026 11:00:00 GMT', now)).toBe(1);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('apiFetch', () => {
  it('sends the bearer token and the raw body, and returns the Response to read', async () => {
    setAccessTokenSource(() => Promise.resolve('token-1'));
    const { fetchMock } = stubFetch(
      () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png' } }),
    );
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const response = await apiFetch('/api/uploads/pod-photo', {
      method: 'POST',
      body: file,
      headers: { 'content-type': 'image/png' },
      query: { draft: true, none: undefined },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/uploads/pod-photo?draft=true');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    expect(init?.credentials).toBe('same-origin');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await (await response.blob()).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('sends no authorization header when there is no token', async () => {
    setAccessTokenSource(() => Promise.resolve(null));
    const { fetchMock } = stubFetch(() => new Response('ok'));
    await apiFetch('/api/x');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('turns a problem+json error into an ApiError with field errors', async () => {
    stubFetch(() =>
      problemResponse(413, {
        code: 'payload_too_large',
        title: 'Request body too large',
        detail: 'The photo is larger than 10 MB',
        errors: [{ field: 'photo', message: 'Choose a smaller photo' }],
      }),
    );
    const body = new Blob(['x'], { type: 'image/png' });
    const error = (await apiFetch('/api/uploads/pod-photo', { method: 'POST', body }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large', title: 'Request body too large' });
    expect(error.message).toBe('The photo is larger than 10 MB');
    expect(error.fieldErrorMap()).toEqual({ photo: 'Choose a smaller photo' });
  });

  it('reports network failures as status 0 and lets an abort through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError'))),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
