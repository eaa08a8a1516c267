import { mailboxListResponse } from '@haulclub/shared';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';

import { ApiError, apiRequest } from './api-client';

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
});
