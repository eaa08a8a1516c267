import { createHash } from 'node:crypto';
import type { CreatePaymentAccountInput, CreatePaymentAccountResponse } from '@haulclub/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { LivePublisher } from '../deps';
import { recordAudit, type RequestContext } from '../../audit/index';
import { readinessOf, type PaymentProvider } from '../providers/provider';
import { PAYMENT_ACCOUNT_UPDATED, userTopic } from './apply-account-update';
import { findPaymentAccountByUser, lockUserPaymentAccount, upsertPaymentAccount } from './repository';

/** The spec's message for any failure to set up the connected account. */
export const CREATE_ACCOUNT_FAILED = 'Failed to create Stripe account';

export interface PaymentAccountDeps {
  db: Db;
  provider: PaymentProvider;
  live: LivePublisher;
  /** Where the provider sends the user back (and where an expired link restarts): the payments page. */
  returnUrl: string;
}

/** Same user and details → same key, so a retried create at Stripe returns the account it already made. */
function idempotencyKey(userId: string, input: CreatePaymentAccountInput): string {
  const details = createHash('sha256')
    .update(`${input.email.toLowerCase()}\n${input.company_name}\n${input.country}`)
    .digest('hex')
    .slice(0, 24);
  return `haulclub-payment-account-${userId}-${details}`;
}

function providerFailure(cause: unknown): AppError {
  return new AppError('bad_gateway', CREATE_ACCOUNT_FAILED, { cause });
}

/**
 * POST /api/payments/account (the spec's create-stripe-account): creates the
 * user's connected account once and returns a fresh onboarding link. Set-up
 * is serialised per user, so a double submit makes one account; a later call
 * reuses it (`created: false`). An account at a previously configured
 * provider is replaced by one at the active provider.
 */
export async function createPaymentAccount(
  deps: PaymentAccountDeps,
  userId: string,
  input: CreatePaymentAccountInput,
  context: RequestContext,
): Promise<{ created: boolean; response: CreatePaymentAccountResponse }> {
  const { account, created } = await deps.db.transaction(async (tx) => {
    await lockUserPaymentAccount(tx, userId);
    const existing = await findPaymentAccountByUser(tx, userId);
    if (existing && existing.provider === deps.provider.name) return { account: existing, created: false };

    const { accountId } = await deps.provider
      .createAccount({
        email: input.email,
        businessName: input.company_name,
        country: input.country,
        idempotencyKey: idempotencyKey(userId, input),
      })
      .catch((error: unknown) => {
        throw providerFailure(error);
      });
    const stored = await upsertPaymentAccount(tx, {
      userId,
      provider: deps.provider.name,
      accountId,
      email: input.email,
      businessName: input.company_name,
    });
    await recordAudit(tx, {
      action: 'payment_account.created',
      actorUserId: userId,
      targetType: 'payment_account',
      targetId: userId,
      ip: context.ip,
      userAgent: context.userAgent,
      data: { provider: deps.provider.name, accountId, replaced: existing?.accountId ?? null },
    });
    await deps.live.publish(
      userTopic(userId),
      PAYMENT_ACCOUNT_UPDATED,
      { readiness: readinessOf(stored) },
      tx,
    );
    return { account: stored, created: true };
  });

  // The account is stored (and reused) even if the link fails: asking again only needs a new link.
  const link = await deps.provider
    .createAccountLink(account.accountId, { refreshUrl: deps.returnUrl, returnUrl: deps.returnUrl })
    .catch((error: unknown) => {
      throw providerFailure(error);
    });
  return {
    created,
    response: {
      account_id: account.accountId,
      account_link_url: link.url,
      readiness: readinessOf(account),
    },
  };
}
