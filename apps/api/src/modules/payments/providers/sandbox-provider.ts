import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxConnectAccounts } from '../../../db/schema/index';
import {
  armSandboxFault,
  consumeSandboxFault,
  createSandboxCharge,
  createSandboxRefund,
  createSandboxTransfer,
  findSandboxCharge,
  listSandboxTransferGroup,
  type SandboxOperation,
} from '../sandbox/sandbox-money';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type AccountFlags,
  type ChargeResult,
  type CreateAccountInput,
  type CreateChargeInput,
  type CreateTransferInput,
  type PaymentProvider,
  type ProviderTransferGroup,
  type ProviderWebhookEvent,
  type RefundChargeInput,
} from './provider';

/** How long a sandbox onboarding link works (Stripe's account links also expire within minutes to hours). */
export const SANDBOX_LINK_TTL_MS = 60 * 60 * 1000;

export const SANDBOX_ACCOUNT_PREFIX = 'acct_sbx_';

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The offline provider: connected accounts live in sandbox_connect_accounts
 * and are "onboarded" on HaulClub's own /sandbox/connect page, so the whole
 * flow works without network access. It answers like a remote provider would:
 * on its own connection, outside the caller's transaction.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createAccount(input: CreateAccountInput): Promise<{ accountId: string }> {
    const accountId = `${SANDBOX_ACCOUNT_PREFIX}${randomBytes(8).toString('hex')}`;
    await this.db.insert(sandboxConnectAccounts).values({
      id: accountId,
      email: input.email,
      businessName: input.businessName,
      country: input.country,
    });
    return { accountId };
  }

  /** A single-use link to the sandbox onboarding page; a new link replaces the previous one. */
  async createAccountLink(accountId: string): Promise<{ url: string }> {
    const token = randomBytes(32).toString('base64url');
    const updated = await this.db
      .update(sandboxConnectAccounts)
      .set({
        linkTokenHash: hashLinkToken(token),
        linkExpiresAt: new Date(this.now().getTime() + SANDBOX_LINK_TTL_MS),
        updatedAt: sql`now()`,
      })
      .where(eq(sandboxConnectAccounts.id, accountId))
      .returning({ id: sandboxConnectAccounts.id });
    if (updated.length === 0) throw new PaymentProviderError(`No such sandbox account: ${accountId}`);
    const url = `${this.publicUrl}/sandbox/connect/${encodeURIComponent(accountId)}?token=${token}`;
    return { url };
  }

  async retrieveAccount(accountId: string): Promise<AccountFlags> {
    const [row] = await this.db
      .select()
      .from(sandboxConnectAccounts)
      .where(eq(sandboxConnectAccounts.id, accountId));
    if (!row) throw new PaymentProviderError(`No such sandbox account: ${accountId}`);
    return {
      detailsSubmitted: row.detailsSubmitted,
      chargesEnabled: row.chargesEnabled,
      payoutsEnabled: row.payoutsEnabled,
    };
  }

  /** The sandbox reports progress directly (see complete-sandbox-onboarding), never by webhook. */
  parseWebhook(): ProviderWebhookEvent {
    throw new WebhookSignatureError('The sandbox payment provider does not send webhooks');
  }

  /** Test cards: 4242… succeeds, 4000…0002 is declined, 4000…9995 has insufficient funds. */
  async createCharge(input: CreateChargeInput): Promise<ChargeResult> {
    await consumeSandboxFault(this.db, 'charge');
    return createSandboxCharge(this.db, input);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    await consumeSandboxFault(this.db, 'charge');
    return findSandboxCharge(this.db, idempotencyKey);
  }

  async refundCharge(input: RefundChargeInput): Promise<{ refundId: string }> {
    await consumeSandboxFault(this.db, 'refund');
    return createSandboxRefund(this.db, input);
  }

  async createTransfer(input: CreateTransferInput): Promise<{ transferId: string }> {
    await consumeSandboxFault(this.db, 'transfer');
    return createSandboxTransfer(this.db, input);
  }

  /** Read only, so no fault injection: reconciliation must see the sandbox as it is. */
  async listTransferGroup(transferGroup: string): Promise<ProviderTransferGroup> {
    return listSandboxTransferGroup(this.db, transferGroup);
  }

  /**
   * Failure injection for tests: the next `times` calls of `operation` ('*':
   * any money call), from any process, fail as a retryable outage before
   * doing anything. `times = 0` disarms.
   */
  async failNext(operation: SandboxOperation | '*', times = 1): Promise<void> {
    await armSandboxFault(this.db, operation, times);
  }
}
