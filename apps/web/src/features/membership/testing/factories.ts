import type { BrokerStatusResponse, BrokerTrucker, Invitation, InvitationLookup } from '@haulclub/shared';

/** Test factories of the membership API's answers, with overrides. Tests only. */

type Broker = NonNullable<BrokerStatusResponse['broker']>;
type Application = NonNullable<BrokerStatusResponse['application']>;

export const BROKER_USER_ID = '00000000-0000-4000-8000-000000000003';

export function createBroker(overrides: Partial<Broker> = {}): Broker {
  return {
    status: 'pending',
    companyName: 'Lone Star Freight LLC',
    mcNumber: '123456',
    dotNumber: '7654321',
    address: '100 Main St',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75201',
    phone: '+12145550100',
    verifiedAt: null,
    ...overrides,
  };
}

export function createApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: '5b0c8f5e-2b7a-4c41-9d38-0e6f2d1a9c11',
    status: 'pending',
    verdict: 'pending',
    decisionReason: null,
    createdAt: '2026-03-01T15:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/broker/me. `createBrokerStatus({ verified: true })`, or no broker with `registered: false`. */
export function createBrokerStatus(
  options: {
    registered?: boolean;
    verified?: boolean;
    broker?: Partial<Broker>;
    application?: Partial<Application> | null;
  } = {},
): BrokerStatusResponse {
  const { registered = true, verified = false } = options;
  const broker = registered
    ? createBroker({
        ...(verified ? { status: 'verified', verifiedAt: '2026-03-02T10:00:00.000Z' } : {}),
        ...options.broker,
      })
    : null;
  const application =
    options.application === null
      ? null
      : createApplication({
          ...(verified ? { status: 'approved', verdict: 'verified' } : {}),
          ...options.application,
        });
  return { registered, broker, application, canPost: broker?.status === 'verified' };
}

export function createInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: '8d4b5e7a-6c1f-4f0e-a2b3-1c9d8e7f6a01',
    kind: 'trucker',
    email: 'driver@example.test',
    note: null,
    status: 'pending',
    invitedBy: { id: BROKER_USER_ID, email: 'broker@example.test', name: 'Dana Broker' },
    broker: { id: BROKER_USER_ID, companyName: 'Lone Star Freight LLC' },
    expiresAt: '2026-03-09T15:00:00.000Z',
    lastSentAt: '2026-03-02T15:00:00.000Z',
    sendCount: 1,
    acceptedAt: null,
    revokedAt: null,
    createdAt: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}

export function createBrokerTrucker(overrides: Partial<BrokerTrucker> = {}): BrokerTrucker {
  return {
    userId: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
    email: 'ray@example.test',
    firstName: 'Ray',
    lastName: 'Hauler',
    companyName: 'Ray Hauling',
    truckType: 'Flatbed',
    homeBase: 'Houston, TX',
    onboardingComplete: true,
    suspended: false,
    joinedAt: '2026-03-03T12:00:00.000Z',
    ...overrides,
  };
}

export function createInvitationLookup(overrides: Partial<InvitationLookup> = {}): InvitationLookup {
  return {
    kind: 'trucker',
    email: 'invited.driver@example.test',
    invitedByName: 'Dana Broker',
    brokerCompanyName: 'Lone Star Freight LLC',
    note: null,
    expiresAt: '2026-03-09T15:00:00.000Z',
    ...overrides,
  };
}
