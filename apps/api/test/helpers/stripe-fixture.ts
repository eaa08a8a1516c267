import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the Stripe SDK sent, with its form-encoded parameters flattened (`business_profile[name]`). */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
}

export interface FixtureAccount {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string | null;
  business_profile: { name: string | null };
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  created: number;
}

export interface StripeFixture {
  /** Base URL for STRIPE_API_BASE, e.g. http://127.0.0.1:54321. */
  url: string;
  requests: RecordedStripeRequest[];
  accounts: Map<string, FixtureAccount>;
  /** Answers the next calls matching `route` (e.g. 'POST /v1/accounts') with an error status. */
  failNext(route: string, status?: number, times?: number): void;
  close(): Promise<void>;
}

/**
 * The few Stripe endpoints HaulClub uses (create/retrieve account, create
 * account link) on 127.0.0.1, for the official SDK to talk to in tests.
 */
export async function startStripeFixture(): Promise<StripeFixture> {
  const requests: RecordedStripeRequest[] = [];
  const accounts = new Map<string, FixtureAccount>();
  const failures = new Map<string, { status: number; times: number }>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const body = Buffer.concat(chunks).toString('utf8');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, headers: req.headers, params });

      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
          // Tell the SDK not to retry a failure, so a test sees one call per attempt.
          'stripe-should-retry': 'false',
        });
        res.end(JSON.stringify(payload));
      };
      const fail = (status: number) =>
        send(status, { error: { type: 'api_error', message: 'The fixture was told to fail this call.' } });

      if (req.headers.authorization !== undefined && !req.headers.authorization.startsWith('Bearer sk_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
      }

      const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname);
      const route = accountMatch ? `${method} /v1/accounts/:id` : `${method} ${url.pathname}`;
      const failure = failures.get(route);
      if (failure) {
        failure.times -= 1;
        if (failure.times <= 0) failures.delete(route);
        return fail(failure.status);
      }

      if (route === 'POST /v1/accounts') {
        const account: FixtureAccount = {
          id: `acct_fx${randomBytes(6).toString('hex')}`,
          object: 'account',
          type: params.type ?? 'standard',
          country: params.country ?? 'US',
          email: params.email ?? null,
          business_profile: { name: params['business_profile[name]'] ?? null },
          details_submitted: false,
          charges_enabled: false,
          payouts_enabled: false,
          created: Math.floor(Date.now() / 1000),
        };
        accounts.set(account.id, account);
        return send(200, account);
      }
      if (route === 'POST /v1/account_links') {
        if (!params.account || !accounts.has(params.account)) {
          return send(400, { error: { type: 'invalid_request_error', message: 'No such account' } });
        }
        const now = Math.floor(Date.now() / 1000);
        return send(200, {
          object: 'account_link',
          created: now,
          expires_at: now + 300,
          url: `https://connect.stripe.test/setup/e/${params.account}/${randomBytes(8).toString('hex')}`,
        });
      }
      if (route === 'GET /v1/accounts/:id') {
        const account = accounts.get(decodeURIComponent(accountMatch?.[1] ?? ''));
        if (!account)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such account' } });
        return send(200, account);
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accounts,
    failNext(route, status = 500, times = 1) {
      failures.set(route, { status, times });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
