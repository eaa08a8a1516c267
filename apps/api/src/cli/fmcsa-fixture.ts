import { FMCSA_FIXTURE_RECORDS, startFmcsaFixture } from '../modules/fmcsa/index';

/**
 * npm run fmcsa:fixture: a stand-in for FMCSA's QCMobile API on 127.0.0.1
 * (FMCSA_FIXTURE_PORT, default 4010), for development and the demo.
 */
const port = Number(process.env.FMCSA_FIXTURE_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `[fmcsa-fixture] FMCSA_FIXTURE_PORT must be a port number, got ${process.env.FMCSA_FIXTURE_PORT}`,
  );
  process.exit(2);
}

const fixture = await startFmcsaFixture({
  port,
  webKey: process.env.FMCSA_FIXTURE_WEB_KEY || undefined,
}).catch((err: unknown) => {
  console.error(`[fmcsa-fixture] could not listen on 127.0.0.1:${port}: ${(err as Error).message}`);
  process.exit(1);
});
const control = fixture.url.replace(/\/qc\/services$/, '/__fixture/mode');
console.log(`[fmcsa-fixture] QCMobile stand-in listening on ${fixture.url}`);
console.log('[fmcsa-fixture] run the app with:');
console.log(`  FMCSA_BASE_URL=${fixture.url}`);
console.log(`  FMCSA_WEB_KEY=${fixture.webKey}`);
console.log('[fmcsa-fixture] records (MC / USDOT):');
for (const r of Object.values(FMCSA_FIXTURE_RECORDS)) {
  const known = r.carrier ? `${r.companyName}, ${r.city} ${r.state}` : '(not on FMCSA records)';
  console.log(`  MC ${r.mcNumber} / USDOT ${r.dotNumber}  ${known}`);
}
console.log(`[fmcsa-fixture] simulate outages: curl -X POST ${control}/down (or slow, garbage, normal)`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await fixture.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stop());
