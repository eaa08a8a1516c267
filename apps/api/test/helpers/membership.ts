import type { FastifyInstance } from 'fastify';
import type { InvitationKind } from '@haulclub/shared';
import { brokers } from '../../src/db/schema/index';
import type { DbExecutor } from '../../src/db/client';
import { createAdmin, createConfirmedUser } from '../../src/modules/auth/index';
import { createInvitationRecord } from '../../src/modules/invitations/index';
import type { TestApp } from './app';

// Factories for membership tests: accounts are created through the auth module's own services
// (no emails), business rows directly. Kept free of ./auth imports: ./auth uses inviteCodeFor.

const PASSWORD = 'Lone-Star-Flatbed-42';
let counter = 0;

function unique(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}@haulclub.test`;
}

function uniqueMcNumber(): string {
  counter += 1;
  return String((Date.now() * 100 + counter) % 100_000_000).padStart(7, '1');
}

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
  token: string;
}

/** A password grant; the access token of the new session. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    remoteAddress: `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    payload: { email, password },
  });
  const token = res.json().access_token as string | undefined;
  if (!token) throw new Error(`sign-in failed for ${email}: ${res.body}`);
  return token;
}

export interface BrokerOverrides {
  email?: string;
  status?: 'pending' | 'verified' | 'rejected';
  companyName?: string;
  firstName?: string;
  lastName?: string;
}

/** A confirmed broker account with a brokers row (verified unless `status` says otherwise), signed in. */
export async function createBroker(
  t: TestApp,
  overrides: BrokerOverrides = {},
): Promise<TestAccount & { companyName: string }> {
  const email = overrides.email ?? unique('broker');
  const companyName = overrides.companyName ?? `Lone Star Logistics ${counter}`;
  const status = overrides.status ?? 'verified';
  const db = t.db.database.db;
  const { userId } = await db.transaction(async (tx) => {
    const created = await createConfirmedUser(tx, t.config.auth.argon2, {
      email,
      password: PASSWORD,
      role: 'broker',
      firstName: overrides.firstName ?? 'Bo',
      lastName: overrides.lastName ?? 'Broker',
      companyName,
      onboardingComplete: true,
    });
    await tx.insert(brokers).values({
      userId: created.userId,
      companyName,
      mcNumber: uniqueMcNumber(),
      address: '1 Freight Way',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      status,
      verifiedAt: status === 'verified' ? new Date() : null,
    });
    return created;
  });
  return { userId, email, password: PASSWORD, token: await signIn(t.app, email), companyName };
}

export const createVerifiedBroker = (t: TestApp, overrides: Omit<BrokerOverrides, 'status'> = {}) =>
  createBroker(t, { ...overrides, status: 'verified' });

/** A confirmed admin (the admin:create service), signed in. */
export async function createAdminAccount(t: TestApp, email = unique('admin')): Promise<TestAccount> {
  const { userId } = await createAdmin(t.db.database.db, t.config.auth.argon2, { email, password: PASSWORD });
  return { userId, email, password: PASSWORD, token: await signIn(t.app, email) };
}

/** Stores an invitation directly (no rules, no email) and returns its code. */
export async function createInvitationCode(
  db: DbExecutor,
  input: { email: string; invitedBy: string; kind?: InvitationKind; brokerId?: string | null },
): Promise<{ id: string; code: string }> {
  const { invitation, code } = await createInvitationRecord(db, { kind: 'trucker', ...input });
  return { id: invitation.id, code };
}

const inviters = new WeakMap<FastifyInstance, Promise<string>>();

/** One admin per app that sends the invitations tests need to sign truckers up. */
function testInviter(app: FastifyInstance): Promise<string> {
  let inviter = inviters.get(app);
  if (!inviter) {
    inviter = app.database.db
      .transaction((tx) =>
        createConfirmedUser(tx, app.config.auth.argon2, {
          email: 'test-inviter@haulclub.test',
          password: PASSWORD,
          role: 'admin',
          firstName: 'Test',
          lastName: 'Inviter',
          onboardingComplete: true,
        }),
      )
      .then((r) => r.userId);
    inviters.set(app, inviter);
  }
  return inviter;
}

/** A fresh trucker invitation code for `email` (from a test admin), so a trucker can sign up. */
export async function inviteCodeFor(
  app: FastifyInstance,
  email: string,
  options: { brokerId?: string | null; kind?: InvitationKind } = {},
): Promise<string> {
  const invitedBy = await testInviter(app);
  return (await createInvitationCode(app.database.db, { email, invitedBy, ...options })).code;
}

/** The invitation link in an email, and its code. */
export function inviteLinkIn(text: string): { url: URL; code: string } {
  const match = /https?:\/\/\S+[?&]invite=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in:\n${text}`);
  return { url: new URL(match[0]), code: match[1] };
}
