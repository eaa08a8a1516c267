import type { AuthConfig } from '../../config';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/index';
import { createConfirmedUser } from '../auth/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/**
 * Seeds the demo accounts (idempotent: existing emails are left alone).
 * Later modules extend this with their demo data (broker verification, loads).
 */
export async function seedDemo(db: Db, argon2: AuthConfig['argon2']): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    await db.transaction(async (tx) => {
      const result = await createConfirmedUser(tx, argon2, {
        ...account,
        password: DEMO_PASSWORD,
        onboardingComplete: account.role === 'admin',
      });
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
  return { created };
}
