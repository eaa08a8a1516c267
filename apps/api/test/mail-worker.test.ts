import { describe, expect, it, vi } from 'vitest';
import { insertMessages } from '../src/modules/mail/outbox-repository';
import type { MailTransport } from '../src/modules/mail/transport';
import { MailWorker } from '../src/modules/mail/worker';
import { createTestApp } from './helpers/app';

const message = (subject: string) => ({
  toAddress: 'someone@example.com',
  fromAddress: 'HaulClub <no-reply@haulclub.test>',
  subject,
  textBody: `About ${subject}`,
});

describe('mail worker', () => {
  it('a nudge during a drain resolves after a drain that sees what was queued after that one claimed', async () => {
    // The app's own worker polls once an hour: only this test's worker drains what the test inserts
    // (inserted without the NOTIFY that would wake the app's).
    const t = await createTestApp({ env: { MAIL_POLL_INTERVAL_MS: '3600000' } });
    const db = t.db.database.db;
    const sent: string[] = [];
    let release: (() => void) | undefined;
    const transport: MailTransport = {
      kind: 'outbox',
      send: async (m) => {
        // The first message holds its drain until the test lets it go.
        if (sent.length === 0 && m.subject === 'first') await new Promise<void>((r) => (release = r));
        sent.push(m.subject);
      },
      close: () => undefined,
    };
    const worker = new MailWorker(db, transport, t.app.log, { pollIntervalMs: 3_600_000, maxAttempts: 3 });
    try {
      await insertMessages(db, [message('first')]);
      const running = worker.nudge();
      await vi.waitFor(() => expect(release).toBeDefined());
      // Queued while the drain that claimed 'first' is still sending it.
      await insertMessages(db, [message('second')]);
      const flushed = worker.nudge();
      release?.();
      await flushed;
      expect(sent).toEqual(['first', 'second']);
      await running;
    } finally {
      await worker.stop();
      await t.close();
    }
  });
});
