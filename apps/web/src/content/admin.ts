import type {
  AdminInviteRequest,
  BrokerApplicationStatus,
  BrokerStatus,
  FmcsaVerdict,
  InvitationKind,
  InvitationStatus,
  Role,
  UserStatus,
} from '@haulclub/shared';

import { paths } from '@/config/paths';

/** Copy of the admin area: dashboard, broker applications, users and invitations. */
export const ADMIN_COMMON = {
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
  pageStatus: (page: number, pages: number, total: number) =>
    `Page ${String(page)} of ${String(pages)} · ${String(total)} in all`,
  paginationLabel: 'Pages',
  none: '—',
  cancel: 'Cancel',
  reasonLabel: 'Reason',
} as const;

export const ADMIN_DASHBOARD = {
  title: 'Admin Dashboard',
  heading: 'Admin dashboard',
  intro: 'Live counts of the club. They update as applications, users and invitations change.',
  statsLabel: 'Club figures',
  stats: {
    pendingApplications: { label: 'Pending applications', href: paths.admin.applications.getHref() },
    truckers: { label: 'Truckers' },
    brokers: { label: 'Brokers' },
    admins: { label: 'Admins' },
    suspendedUsers: { label: 'Suspended users' },
    openInviteRequests: {
      label: 'Open invite requests',
      href: `${paths.admin.users.getHref()}?tab=requests`,
    },
    pendingInvitations: {
      label: 'Pending invitations',
      href: `${paths.admin.users.getHref()}?tab=invitations`,
    },
  },
  brokersDetail: (verified: number, pending: number) =>
    `${String(verified)} verified · ${String(pending)} pending`,
  activity: {
    heading: 'Recent activity',
    empty: 'Nothing has happened yet.',
    by: (email: string) => `by ${email}`,
    bySystem: 'by the system',
  },
  actions: {
    heading: 'Admin actions',
    items: [
      { label: 'Review applications', href: paths.admin.applications.getHref() },
      { label: 'Manage users', href: paths.admin.users.getHref() },
      { label: 'Invite someone', href: `${paths.admin.users.getHref()}?tab=invitations` },
    ],
  },
  loadError: 'Could not load the dashboard.',
  loading: 'Loading the dashboard…',
} as const;

/** Audit actions in words; anything else is shown as its action name. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.signed_up': 'Signed up',
  'user.email_confirmed': 'Confirmed an email address',
  'user.signed_in': 'Signed in',
  'user.signed_out': 'Signed out',
  'user.password_changed': 'Changed a password',
  'user.role_changed': 'Changed a role',
  'user.suspended': 'Suspended a user',
  'user.reinstated': 'Reinstated a user',
  'broker.applied': 'Applied as a broker',
  'broker.registered': 'Registered a broker',
  'broker.application_approved': 'Approved a broker application',
  'broker.application_rejected': 'Rejected a broker application',
  'broker.application_reopened': 'Reopened a broker application',
  'broker.verification_rechecked': 'Re-checked a broker with FMCSA',
  'onboarding.completed': 'Completed onboarding',
  'admin.created': 'Created an admin',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action.replace(/[._]/g, ' ');
}

export const APPLICATION_STATUS_LABELS: Record<BrokerApplicationStatus | 'all', string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

export const VERDICT_LABELS: Record<FmcsaVerdict, string> = {
  verified: 'Verified with FMCSA',
  mismatch: 'Does not match FMCSA',
  not_found: 'Not found at FMCSA',
  unavailable: 'Verification is pending',
  pending: 'Checking FMCSA…',
  skipped: 'Not checked',
};

export const VERDICT_NOTES: Record<FmcsaVerdict, string> = {
  verified: 'FMCSA’s records match what the applicant typed.',
  mismatch: 'FMCSA’s records differ from what the applicant typed:',
  not_found: 'FMCSA has no carrier or broker with this MC or DOT number.',
  unavailable: 'FMCSA could not be checked. Review the application by hand.',
  pending: 'The FMCSA check is queued; this page updates when it finishes.',
  skipped: 'No MC or DOT number was given, so FMCSA was not asked.',
};

export const ADMIN_APPLICATIONS = {
  title: 'Broker Applications',
  heading: 'Broker applications',
  intro: 'Compare what each applicant typed with FMCSA’s records, then approve or reject.',
  tabsLabel: 'Application status',
  searchLabel: 'Search applications',
  searchPlaceholder: 'Company, name, email or MC number',
  listLabel: 'Applications',
  detailLabel: 'Application',
  empty: 'No applications here.',
  emptySearch: 'No applications match this search.',
  selectPrompt: 'Select an application to review it.',
  loadError: 'Could not load the applications.',
  loading: 'Loading applications…',
  detailError: 'Could not open this application.',
  back: 'All applications',
  submitted: (date: string) => `Applied ${date}`,
  mc: (mc: string) => `MC ${mc}`,
  source: { apply: 'Applied on /apply', onboarding: 'Registered during onboarding' },
  invitedBy: (email: string) => `Invited by ${email}`,
  decided: (status: string, date: string, email: string | null) =>
    `${status} ${date}${email ? ` by ${email}` : ''}`,
  decisionReason: 'Reason given',
  applicant: {
    phone: 'Phone',
    email: 'Email',
    experience: 'Experience',
  },
  comparison: {
    heading: 'Applicant vs FMCSA',
    caption: 'What the applicant typed next to FMCSA’s record; rows that do not match are marked.',
    field: 'Field',
    typed: 'Applicant typed',
    fmcsa: 'FMCSA',
    mismatch: 'Does not match',
    reasonsLabel: 'Why it does not match',
    rows: {
      companyName: 'Company name',
      mcNumber: 'MC number',
      dotNumber: 'DOT number',
      address: 'Address',
    },
    dba: (name: string) => `DBA ${name}`,
    noRecord: 'No record',
  },
  facts: {
    heading: 'FMCSA facts',
    allowedToOperate: 'Allowed to operate',
    brokerAuthority: 'Broker authority',
    bond: 'Bond on file',
    bipd: 'BIPD insurance on file',
    checkedAt: 'Checked',
    attempts: 'Attempts',
    yes: 'Yes',
    no: 'No',
    unknown: 'Unknown',
    noneOnFile: 'None on file',
    authority: { A: 'Active', I: 'Inactive', N: 'None' },
    notChecked: 'Not checked yet',
  },
  actions: {
    label: 'Decision',
    approve: 'Approve',
    reject: 'Reject',
    recheck: 'Re-check FMCSA',
    rechecking: 'Checking…',
    approveTitle: 'Approve this broker?',
    approveBody: (company: string) =>
      `${company} becomes a verified broker who can post loads and invite truckers. The applicant is emailed.`,
    approveConfirm: 'Approve broker',
    approving: 'Approving…',
    rejectTitle: 'Reject this application?',
    rejectBody: 'The applicant is emailed this reason and their account cannot post loads.',
    rejectConfirm: 'Reject application',
    rejecting: 'Rejecting…',
    reasonPlaceholder: 'e.g. The MC number belongs to another company.',
    reopen: 'Reopen',
    reopenTitle: 'Reopen this application?',
    reopenBody: (company: string) =>
      `The rejection of ${company} is withdrawn and the application waits for review again. The applicant is emailed.`,
    reopenConfirm: 'Reopen application',
    reopening: 'Reopening…',
  },
  toasts: {
    approved: 'Application approved',
    rejected: 'Application rejected',
    rechecked: 'FMCSA check queued',
    approveFailed: 'Could not approve the application',
    rejectFailed: 'Could not reject the application',
    recheckFailed: 'Could not re-check FMCSA',
    reopened: 'Application reopened',
    reopenFailed: 'Could not reopen the application',
  },
} as const;

export const ROLE_LABELS: Record<Role | 'none', string> = {
  trucker: 'Trucker',
  broker: 'Broker',
  admin: 'Admin',
  none: 'No role',
};

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  unconfirmed: 'Unconfirmed',
};

export const BROKER_STATUS_LABELS: Record<BrokerStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const ADMIN_USERS = {
  title: 'Users',
  heading: 'Users and invitations',
  intro: 'Find members, suspend or reinstate them, answer invite requests and send invitations.',
  tabsLabel: 'Users and invitations',
  tabs: { users: 'Users', requests: 'Invite requests', invitations: 'Invitations' },
  filters: {
    search: 'Search users',
    searchPlaceholder: 'Name, email or company',
    role: 'Role',
    status: 'Status',
    all: 'All',
  },
  tableLabel: 'Users',
  columns: {
    name: 'User',
    role: 'Role',
    status: 'Status',
    brokerStatus: 'Broker',
    company: 'Company',
    lastSignIn: 'Last sign-in',
    actions: 'Actions',
  },
  never: 'Never',
  you: '(you)',
  empty: 'No users match these filters.',
  loadError: 'Could not load the users.',
  loading: 'Loading users…',
  suspend: 'Suspend',
  reinstate: 'Reinstate',
  suspendTitle: (name: string) => `Suspend ${name}?`,
  suspendBody: 'They are signed out everywhere at once and cannot sign in until reinstated.',
  suspendConfirm: 'Suspend user',
  suspending: 'Suspending…',
  reasonPlaceholder: 'e.g. Reported for fake loads.',
  suspendedBecause: (reason: string) => `Suspended: ${reason}`,
  toasts: {
    suspended: 'User suspended',
    reinstated: 'User reinstated',
    suspendFailed: 'Could not suspend the user',
    reinstateFailed: 'Could not reinstate the user',
  },
} as const;

export const INVITE_REQUEST_STATUS_LABELS: Record<AdminInviteRequest['status'] | 'all', string> = {
  new: 'New',
  invited: 'Invited',
  dismissed: 'Dismissed',
  all: 'All',
};

export const ADMIN_INVITE_REQUESTS = {
  heading: 'Invite requests',
  intro: 'People who asked to join on the Get Invited form. One click sends them a trucker invitation.',
  statusFilter: 'Show',
  listLabel: 'Invite requests',
  empty: 'No invite requests here.',
  loadError: 'Could not load the invite requests.',
  loading: 'Loading invite requests…',
  noName: 'No name given',
  received: (date: string) => `Received ${date}`,
  handled: (date: string, email: string | null) => `Handled ${date}${email ? ` by ${email}` : ''}`,
  brokerLabel: 'For broker',
  noBroker: 'No broker',
  send: 'Send invitation',
  sending: 'Sending…',
  dismiss: 'Dismiss',
  toasts: {
    invited: (email: string) => `Invitation sent to ${email}`,
    dismissed: 'Request dismissed',
    inviteFailed: 'Could not send the invitation',
    dismissFailed: 'Could not dismiss the request',
  },
} as const;

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};

export const INVITATION_KIND_LABELS: Record<InvitationKind, string> = {
  trucker: 'Trucker',
  broker: 'Broker',
};

export const ADMIN_INVITATIONS = {
  formHeading: 'Invite someone',
  formIntro: 'Brokers are invited to apply; truckers to sign up, optionally under a verified broker.',
  fields: {
    email: { label: 'Email', placeholder: 'name@example.com' },
    kind: { label: 'Invite as' },
    broker: { label: 'For broker', hint: 'Optional: the verified broker the trucker joins.' },
    note: { label: 'Note', hint: 'Optional: shown in the invitation email.' },
  },
  noBroker: 'No broker',
  submit: 'Send invitation',
  submitting: 'Sending…',
  listHeading: 'Invitations',
  tableLabel: 'Invitations',
  columns: {
    email: 'Invitee',
    status: 'Status',
    broker: 'Broker',
    invitedBy: 'Invited by',
    expires: 'Expires',
    actions: 'Actions',
  },
  empty: 'No invitations yet.',
  loadError: 'Could not load the invitations.',
  loading: 'Loading invitations…',
  resend: 'Resend',
  revoke: 'Revoke',
  toasts: {
    created: (email: string) => `Invitation sent to ${email}`,
    createFailed: 'Could not send the invitation',
    resent: 'Invitation sent again',
    revoked: 'Invitation revoked',
    resendFailed: 'Could not resend the invitation',
    revokeFailed: 'Could not revoke the invitation',
  },
} as const;
