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

export interface FixtureCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  status: 'succeeded' | 'failed';
  paid: boolean;
  payment_intent: string;
  transfer_group: string | null;
  failure_message: string | null;
  created: number;
}

export interface FixtureTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  source_transaction: string | null;
  reversed: boolean;
  created: number;
}

/**
 * Test payment methods (Stripe's names) and what confirming a PaymentIntent with each does.
 * Any other id is refused as an unknown PaymentMethod.
 */
const TEST_PAYMENT_METHODS: Record<string, { decline?: { code: string; message: string }; action?: true }> = {
  pm_card_visa: {},
  pm_card_chargeDeclined: { decline: { code: 'generic_decline', message: 'Your card was declined.' } },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_card_authenticationRequired: { action: true },
};

export interface StripeFixture {
  /** Base URL for STRIPE_API_BASE, e.g. http://127.0.0.1:54321. */
  url: string;
  requests: RecordedStripeRequest[];
  accounts: Map<string, FixtureAccount>;
  charges: Map<string, FixtureCharge>;
  transfers: Map<string, FixtureTransfer>;
  /** Refund id → charge id and amount. */
  refunds: Map<string, { charge: string; amount: number }>;
  /** Answers the next calls matching `route` (e.g. 'POST /v1/accounts') with an error status. */
  failNext(route: string, status?: number, times?: number): void;
  close(): Promise<void>;
}

const fixtureId = (prefix: string) => `${prefix}_fx${randomBytes(8).toString('hex')}`;

/**
 * The few Stripe endpoints HaulClub uses (accounts, account links, payment
 * intents, refunds, transfers) on 127.0.0.1, for the official SDK to talk to
 * in tests. Like Stripe, a POST repeating an Idempotency-Key gets the first
 * response again (with `idempotent-replayed: true`), and the same key with
 * other parameters gets a 400 idempotency_error.
 */
export async function startStripeFixture(): Promise<StripeFixture> {
  const requests: RecordedStripeRequest[] = [];
  const accounts = new Map<string, FixtureAccount>();
  const charges = new Map<string, FixtureCharge>();
  const transfers = new Map<string, FixtureTransfer>();
  const refunds = new Map<string, { charge: string; amount: number }>();
  const failures = new Map<string, { status: number; times: number }>();
  const idempotent = new Map<string, { request: string; status: number; payload: unknown }>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const body = Buffer.concat(chunks).toString('utf8');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, headers: req.headers, params });

      const idempotencyKey = method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const requestSignature = `${method} ${url.pathname}\n${body}`;
      const replay = typeof idempotencyKey === 'string' ? idempotent.get(idempotencyKey) : undefined;

      const write = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
          // Tell the SDK not to retry a failure, so a test sees one call per attempt.
          'stripe-should-retry': 'false',
          ...headers,
        });
        res.end(JSON.stringify(payload));
      };
      /** Answers and, for a keyed POST that did not fail with a 5xx, remembers the answer for replays. */
      const send = (status: number, payload: unknown) => {
        if (typeof idempotencyKey === 'string' && status < 500) {
          idempotent.set(idempotencyKey, { request: requestSignature, status, payload });
        }
        write(status, payload);
      };
      if (replay && typeof idempotencyKey === 'string') {
        if (replay.request !== requestSignature) {
          return write(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        return write(replay.status, replay.payload, { 'idempotent-replayed': 'true' });
      }
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
      if (route === 'POST /v1/payment_intents') {
        const amount = Number(params.amount);
        const behaviour = TEST_PAYMENT_METHODS[params.payment_method ?? ''];
        if (!behaviour) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such PaymentMethod: '${params.payment_method}'`,
              param: 'payment_method',
            },
          });
        }
        const created = Math.floor(Date.now() / 1000);
        const intentId = fixtureId('pi');
        const charge: FixtureCharge = {
          id: fixtureId('ch'),
          object: 'charge',
          amount,
          amount_refunded: 0,
          currency: params.currency ?? 'usd',
          status: behaviour.decline ? 'failed' : 'succeeded',
          paid: !behaviour.decline,
          payment_intent: intentId,
          transfer_group: params.transfer_group ?? null,
          failure_message: behaviour.decline?.message ?? null,
          created,
        };
        const intent = {
          id: intentId,
          object: 'payment_intent',
          amount,
          currency: charge.currency,
          status: behaviour.decline
            ? 'requires_payment_method'
            : behaviour.action
              ? 'requires_action'
              : 'succeeded',
          latest_charge: behaviour.action ? null : charge.id,
          transfer_group: charge.transfer_group,
          description: params.description ?? null,
          receipt_email: params.receipt_email ?? null,
          created,
        };
        if (!behaviour.action) charges.set(charge.id, charge);
        if (behaviour.decline) {
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: behaviour.decline.code,
              message: behaviour.decline.message,
              charge: charge.id,
              payment_intent: { ...intent, last_payment_error: { message: behaviour.decline.message } },
            },
          });
        }
        return send(200, intent);
      }
      if (route === 'POST /v1/refunds') {
        const charge = charges.get(params.charge ?? '');
        if (!charge || charge.status !== 'succeeded') {
          return send(400, {
            error: { type: 'invalid_request_error', message: `No such charge: '${params.charge}'` },
          });
        }
        const amount = params.amount ? Number(params.amount) : charge.amount - charge.amount_refunded;
        if (amount > charge.amount - charge.amount_refunded) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge`,
            },
          });
        }
        charge.amount_refunded += amount;
        const id = fixtureId('re');
        refunds.set(id, { charge: charge.id, amount });
        return send(200, { id, object: 'refund', amount, charge: charge.id, status: 'succeeded' });
      }
      if (route === 'POST /v1/transfers') {
        const destination = accounts.get(params.destination ?? '');
        if (!destination) {
          return send(400, {
            error: { type: 'invalid_request_error', message: `No such destination: '${params.destination}'` },
          });
        }
        if (params.source_transaction && !charges.has(params.source_transaction)) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `No such charge: '${params.source_transaction}'`,
              param: 'source_transaction',
            },
          });
        }
        const transfer: FixtureTransfer = {
          id: fixtureId('tr'),
          object: 'transfer',
          amount: Number(params.amount),
          currency: params.currency ?? 'usd',
          destination: destination.id,
          transfer_group: params.transfer_group ?? null,
          source_transaction: params.source_transaction ?? null,
          reversed: false,
          created: Math.floor(Date.now() / 1000),
        };
        transfers.set(transfer.id, transfer);
        return send(200, transfer);
      }
      // Lists (one page; HaulClub lists one contract's transfer group): charges and transfers by transfer_group, refunds by charge.
      const list = (data: unknown[], path: string) =>
        send(200, { object: 'list', data, has_more: false, url: path });
      if (route === 'GET /v1/charges') {
        return list(
          [...charges.values()].filter((c) => c.transfer_group === params.transfer_group),
          url.pathname,
        );
      }
      if (route === 'GET /v1/transfers') {
        return list(
          [...transfers.values()]
            .filter((tr) => tr.transfer_group === params.transfer_group)
            .map((tr) => ({ ...tr, amount_reversed: tr.reversed ? tr.amount : 0 })),
          url.pathname,
        );
      }
      if (route === 'GET /v1/refunds') {
        return list(
          [...refunds.entries()]
            .filter(([, r]) => r.charge === params.charge)
            .map(([id, r]) => ({
              id,
              object: 'refund',
              amount: r.amount,
              charge: r.charge,
              status: 'succeeded',
            })),
          url.pathname,
        );
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
    charges,
    transfers,
    refunds,
    failNext(route, status = 500, times = 1) {
      failures.set(route, { status, times });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
