import type { AuthConfig } from '../../config';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/index';
import { createConfirmedUser } from '../auth/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedFutures } from './seed-futures';
import { seedLoads } from './seed-loads';
import { seedMarket } from './seed-market';
import { seedMembership } from './seed-membership';

/**
 * Seeds the demo accounts (idempotent: existing emails are left alone).
 * Brokers (one verified, one pending review), truckers invited by the
 * verified broker, and an invite request for the admin queue come with them.
 * Dana's board is topped up to six live loads at every seed (see seed-loads.ts); the
 * market's 90-day booking history and Dana's premium load come next (see seed-market.ts), then the
 * freight futures and rate futures scored on that history (see seed-futures.ts).
 */
export async function seedDemo(db: Db, argon2: AuthConfig['argon2']): Promise<{ created: string[] }> {
  const created: string[] = [];
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    await db.transaction(async (tx) => {
      const result = await createConfirmedUser(tx, argon2, {
        ...account,
        password: DEMO_PASSWORD,
        onboardingComplete: account.role === 'admin',
      });
      ids[account.email] = result.userId;
      if (!result.created) return;
      created.push(account.email);
      await recordAudit(tx, {
        action: 'demo.account_seeded',
        targetType: 'user',
        targetId: result.userId,
        ip: null,
        userAgent: 'seed',
        data: { role: account.role },
      });
    });
  }
  await db.transaction((tx) => seedMembership(tx, ids, ids['admin@haulclub.demo']));
  await db.transaction((tx) => seedLoads(tx, ids));
  await seedMarket(db, ids);
  await seedFutures(db, ids);
  return { created };
}
