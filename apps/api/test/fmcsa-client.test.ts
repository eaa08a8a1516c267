import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createFmcsaClient,
  FmcsaUnavailableError,
  startFmcsaFixture,
  type FmcsaClientOptions,
  type FmcsaFixture,
} from '../src/modules/fmcsa/index';

let fixture: FmcsaFixture;
beforeAll(async () => {
  fixture = await startFmcsaFixture({ slowMs: 3000 });
});
afterAll(async () => fixture?.close());
beforeEach(() => {
  fixture.setMode('normal');
  fixture.failNext(0);
  fixture.requests.length = 0;
});

function client(options: Partial<FmcsaClientOptions> = {}) {
  return createFmcsaClient({
    baseUrl: fixture.url,
    webKey: fixture.webKey,
    timeoutMs: 1000,
    attempts: 3,
    retryBaseDelayMs: 5,
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<FmcsaUnavailableError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FmcsaUnavailableError);
  return err as FmcsaUnavailableError;
}

describe('FMCSA client against the QCMobile fixture', () => {
  it('finds a carrier by USDOT number with its authority, amounts still in thousands', async () => {
    const result = await client().lookup({ mcNumber: null, dotNumber: '1234567' });
    expect(result).toMatchObject({
      kind: 'found',
      carrier: {
        dotNumber: '1234567',
        legalName: 'LONE STAR FREIGHT BROKERAGE LLC',
        allowedToOperate: 'Y',
        brokerAuthorityStatus: 'A',
        bondInsuranceOnFile: 75,
        bipdInsuranceOnFile: 0,
        phyState: 'TX',
      },
      authority: [
        { docketNumber: '123456', prefix: 'MC', authorizedForBroker: 'Y', brokerAuthorityStatus: 'A' },
      ],
      docketDotNumbers: null,
    });
    expect(fixture.requests).toEqual([
      'GET /qc/services/carriers/1234567',
      'GET /qc/services/carriers/1234567/authority',
    ]);
  });

  it('treats 200 {"content": null} for an unknown USDOT number as not found', async () => {
    expect(await client().carrierByDot('9999999')).toBeNull();
    expect(await client().lookup({ mcNumber: '999999', dotNumber: '9999999' })).toEqual({
      kind: 'not_found',
    });
  });

  it('reads a docket search answered as an array, as one object, and as an empty array', async () => {
    const c = client();
    expect((await c.carriersByDocket('123456')).map((r) => r.dotNumber)).toEqual(['1234567']);
    expect((await c.carriersByDocket('567890')).map((r) => r.dotNumber)).toEqual(['5678901']);
    expect(await c.carriersByDocket('999999')).toEqual([]);
  });

  it('looks up by MC alone, and compares the MC docket when both numbers are given', async () => {
    const byMc = await client().lookup({ mcNumber: '234567', dotNumber: null });
    expect(byMc).toMatchObject({ kind: 'found', carrier: { dotNumber: '2345678' }, docketDotNumbers: null });
    const both = await client().lookup({ mcNumber: '234567', dotNumber: '1234567' });
    expect(both).toMatchObject({
      kind: 'found',
      carrier: { dotNumber: '1234567' },
      docketDotNumbers: ['2345678'],
    });
  });

  it('retries 5xx and 429 with back-off, then succeeds', async () => {
    fixture.failNext(2, 503);
    expect(await client().carrierByDot('1234567')).toMatchObject({ dotNumber: '1234567' });
    expect(fixture.requests).toHaveLength(3);

    fixture.requests.length = 0;
    fixture.failNext(1, 429);
    expect(await client().carrierByDot('1234567')).toMatchObject({ dotNumber: '1234567' });
    expect(fixture.requests).toHaveLength(2);
  });

  it('gives up with FmcsaUnavailableError after the configured attempts when FMCSA is down', async () => {
    fixture.setMode('down');
    const err = await failure(client({ attempts: 3 }).carrierByDot('1234567'));
    expect(err).toMatchObject({ failure: 'server_error', status: 503, retryable: true });
    expect(fixture.requests).toHaveLength(3);
  });

  it('treats a maintenance page (HTML with 200) as unavailable, after retries', async () => {
    fixture.setMode('garbage');
    const err = await failure(client({ attempts: 2 }).lookup({ mcNumber: null, dotNumber: '1234567' }));
    expect(err.failure).toBe('bad_response');
    expect(fixture.requests).toHaveLength(2);
  });

  it('times out a slow answer per attempt and reports FMCSA unavailable', async () => {
    fixture.setMode('slow');
    const started = Date.now();
    const err = await failure(client({ timeoutMs: 150, attempts: 2 }).carrierByDot('1234567'));
    expect(err.failure).toBe('timeout');
    expect(fixture.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable server as unavailable', async () => {
    const gone = await startFmcsaFixture();
    await gone.close();
    const err = await failure(client({ baseUrl: gone.url, attempts: 2 }).carrierByDot('1234567'));
    expect(err.failure).toBe('unreachable');
  });

  it('does not retry a refused web key, and never puts the key in errors or logs', async () => {
    const secret = 'sekret-web-key-4242';
    const logged: string[] = [];
    const log = { warn: (obj: object, msg: string) => logged.push(`${msg} ${JSON.stringify(obj)}`) };
    const err = await failure(client({ webKey: secret, log }).carrierByDot('1234567'));
    expect(err).toMatchObject({ failure: 'rejected', status: 401, retryable: false });
    expect(fixture.requests).toHaveLength(1);
    expect(err.message).toContain('webKey=[redacted]');
    expect(err.message).not.toContain(secret);

    fixture.setMode('down');
    await failure(client({ webKey: secret, log, attempts: 2 }).carrierByDot('1234567'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).toContain('[redacted]');
    expect(logged.join('\n')).not.toContain(secret);
  });
});
