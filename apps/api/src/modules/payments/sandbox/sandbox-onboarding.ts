import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { LivePublisher } from '../deps';
import { applyAccountUpdate } from '../account/apply-account-update';
import { hashLinkToken } from '../providers/sandbox-provider';
import type { CompleteSandboxOnboardingInput, SandboxConnectPage } from '@haulclub/shared';
import { completeSandboxAccount, findSandboxAccount, type SandboxAccountRow } from './sandbox-repository';

export const LINK_NOT_FOUND = 'This onboarding link is not valid. Go back to HaulClub to get a new one.';
export const LINK_GONE =
  'This onboarding link has expired or was already used. Go back to HaulClub to get a new one.';

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The account behind a link token: 404 for an unknown account or token, 410 for a used or expired one. */
async function accountForLink(
  db: Db,
  accountId: string,
  token: string,
  now: Date,
): Promise<SandboxAccountRow> {
  const account = await findSandboxAccount(db, accountId);
  if (!account?.linkTokenHash || !sameHash(account.linkTokenHash, hashLinkToken(token))) {
    throw new AppError('not_found', LINK_NOT_FOUND);
  }
  if (!account.linkExpiresAt || account.linkExpiresAt <= now) throw new AppError('gone', LINK_GONE);
  return account;
}

/** GET /api/sandbox/connect/:accountId?token=: the data of the sandbox onboarding page. */
export async function getSandboxOnboarding(
  db: Db,
  accountId: string,
  token: string,
  now = new Date(),
): Promise<SandboxConnectPage> {
  const account = await accountForLink(db, accountId, token, now);
  return {
    accountId: account.id,
    email: account.email,
    businessName: account.businessName,
    country: account.country,
    expiresAt: (account.linkExpiresAt ?? now).toISOString(),
  };
}

/**
 * POST /api/sandbox/connect/:accountId/complete: the simulated provider
 * accepts the bank details (keeping only the last 4 digits), enables payouts
 * and then reports it the way a Stripe account.updated webhook would.
 */
export async function completeSandboxOnboarding(
  deps: { db: Db; live: LivePublisher },
  accountId: string,
  input: CompleteSandboxOnboardingInput,
  now = new Date(),
): Promise<void> {
  await accountForLink(deps.db, accountId, input.token, now);
  await deps.db.transaction(async (tx) => {
    const completed = await completeSandboxAccount(tx, accountId, hashLinkToken(input.token), {
      legalName: input.legalName,
      bankLast4: input.accountNumber.slice(-4),
    });
    // Another submit with the same token got there first.
    if (!completed) throw new AppError('gone', LINK_GONE);
    const { detailsSubmitted, chargesEnabled, payoutsEnabled } = completed;
    await applyAccountUpdate(
      deps,
      tx,
      completed.id,
      { detailsSubmitted, chargesEnabled, payoutsEnabled },
      'sandbox',
    );
  });
}
