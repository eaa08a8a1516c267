import type {
  AdminInviteRequest,
  AdminOverview,
  AdminUser,
  BrokerApplication,
  FmcsaEvidence,
  Invitation,
} from '@haulclub/shared';

/** Test factories for the admin screens: sensible defaults, overridden per test. */
let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `4f9c2c1e-8b0a-4d57-9a57-${sequence.toString(16).padStart(12, '0')}`;
}

export const ADMIN_ID = '0d6a0c4e-1b2f-4c3d-8e4f-5a6b7c8d9e0f';

export function createOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    pendingApplications: 3,
    usersByRole: { trucker: 42, broker: 7, admin: 2, none: 1 },
    suspendedUsers: 4,
    brokersByStatus: { pending: 3, verified: 5, rejected: 1 },
    openInviteRequests: 6,
    pendingInvitations: 9,
    recentActivity: [],
    ...overrides,
  };
}

export function createEvidence(overrides: Partial<FmcsaEvidence> = {}): FmcsaEvidence {
  return {
    dotNumber: '3456789',
    mcNumber: '123456',
    legalName: 'LONE STAR FREIGHT LLC',
    dbaName: null,
    allowedToOperate: true,
    brokerAuthorityStatus: 'A',
    commonAuthorityStatus: 'N',
    contractAuthorityStatus: 'N',
    bipdOnFileUsd: 750_000,
    bondOnFileUsd: 75_000,
    physicalAddress: { street: '100 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
    retrievedAt: '2030-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function createApplication(overrides: Partial<BrokerApplication> = {}): BrokerApplication {
  return {
    id: nextId(),
    userId: nextId(),
    firstName: 'Dana',
    lastName: 'Cruz',
    email: 'dana@lonestar.test',
    phone: '+12145550100',
    companyName: 'Lone Star Freight LLC',
    mcNumber: '123456',
    dotNumber: '3456789',
    address: '100 Main St',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75201',
    experience: null,
    source: 'apply',
    status: 'pending',
    verification: {
      verdict: 'verified',
      reasons: [],
      evidence: createEvidence(),
      checkedAt: '2030-05-01T10:00:00.000Z',
      attempts: 1,
      note: null,
    },
    decisionReason: null,
    reviewedAt: null,
    reviewedBy: null,
    invitedBy: null,
    createdAt: '2030-05-01T09:00:00.000Z',
    ...overrides,
  };
}

export function createUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: nextId(),
    email: 'driver@example.test',
    firstName: 'Sam',
    lastName: 'Hauler',
    role: 'trucker',
    status: 'active',
    brokerStatus: null,
    companyName: null,
    suspendedAt: null,
    suspendedReason: null,
    lastSignInAt: '2030-05-02T08:00:00.000Z',
    createdAt: '2030-04-01T08:00:00.000Z',
    ...overrides,
  };
}

export function createInviteRequest(overrides: Partial<AdminInviteRequest> = {}): AdminInviteRequest {
  return {
    id: nextId(),
    email: 'newdriver@example.test',
    name: 'Riley Road',
    message: 'Hotshot out of Dallas, TX',
    status: 'new',
    invitationId: null,
    handledBy: null,
    handledAt: null,
    createdAt: '2030-05-03T08:00:00.000Z',
    ...overrides,
  };
}

export function createInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: nextId(),
    kind: 'trucker',
    email: 'newdriver@example.test',
    note: null,
    status: 'pending',
    invitedBy: { id: ADMIN_ID, email: 'admin@example.test', name: 'Ada Admin' },
    broker: null,
    expiresAt: '2030-05-10T08:00:00.000Z',
    lastSentAt: '2030-05-03T08:00:00.000Z',
    sendCount: 1,
    acceptedAt: null,
    revokedAt: null,
    createdAt: '2030-05-03T08:00:00.000Z',
    ...overrides,
  };
}
