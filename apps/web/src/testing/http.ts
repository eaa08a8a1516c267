import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problemResponse(
  status: number,
  fields: { code: string; title?: string; detail: string; errors?: { field: string; message: string }[] },
): Response {
  const body = {
    type: `https://haulclub.dev/problems/${fields.code}`,
    title: fields.title ?? 'Request failed',
    status,
    ...fields,
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

export interface RecordedRequest {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces fetch with `handler`; returns the recorded requests. */
export function stubFetch(handler: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init?.body;
    const request: RecordedRequest = {
      url,
      method: init?.method ?? 'GET',
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
    };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
