/** Copy of the contracts screens: /dashboard and /contract/:id (the spec's words where it has them). */

export const contractRef = (number: number) => `C-${String(number)}`;

export const CONTRACTS_DASHBOARD = {
  title: 'Contracts',
  heading: 'Contracts dashboard',
  intro: 'Every booking becomes a contract. Both parties sign it; escrow and payouts follow.',
  statsLabel: 'Your contracts at a glance',
  stats: {
    totalEarnings: 'Total Earnings',
    totalEarningsDetail: 'Your share of completed, paid-out contracts',
    activeContracts: 'Active Contracts',
    activeDetail: 'Signed by both parties',
    completedDeals: 'Completed Deals',
    completedDetail: 'Paid out',
    averageRating: 'Average Rating',
    noRatings: 'No ratings yet',
  },
  tabsLabel: 'Contracts by status',
  tabs: { active: 'Active Contracts', pending: 'Pending', completed: 'Completed' },
  empty: {
    active: 'No active contracts yet. A contract becomes active when both parties have signed it.',
    pending: 'No contracts are waiting for signatures.',
    completed: 'No completed deals yet. A contract completes when its payout is made.',
  },
  loading: 'Loading contracts…',
  loadFailed: 'Could not load your contracts',
  retry: 'Try again',
  viewDetails: 'View Details',
  signContract: 'Sign Contract',
  yourShare: 'Your share',
  total: 'Total',
  with: (name: string) => `with ${name}`,
  statsFailed: 'Could not load',
  pendingStat: 'Contracts to sign',
  pendingStatDetail: 'Awaiting signatures',
} as const;

export const CONTRACT_DETAIL = {
  title: 'Contract',
  loading: 'Loading contract...',
  notFound: 'Contract not found',
  notFoundBody: 'This contract does not exist or is not one of yours.',
  heading: (ref: string) => `Contract ${ref}`,
  backToDashboard: 'Back to Dashboard',
  signContract: 'Sign Contract',
  printable: 'Printable copy',
  errorTitle: 'Error',
  signed: 'Contract signed successfully!',
  route: {
    heading: 'Route',
    pickup: 'Pickup',
    delivery: 'Delivery',
    miles: 'Miles',
    equipment: 'Equipment',
    load: 'Load',
  },
  financial: {
    heading: 'Financials',
    total: 'Total',
    trucker: 'Trucker (80%)',
    broker: 'Broker (10%)',
    platform: 'HaulClub (10%)',
    yourShare: 'Your share',
    escrow: 'Escrow',
  },
  terms: {
    heading: 'Terms',
    paymentTerms: 'Payment terms',
    cancellationPolicy: 'Cancellation policy',
    insuranceRequirements: 'Insurance requirements',
    edit: 'Edit terms',
    save: 'Save terms',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Terms saved',
    frozen: 'Frozen at the first signature.',
    editable: 'You can edit the terms until someone signs.',
  },
  signatures: {
    heading: 'Signatures',
    broker: 'Broker',
    trucker: 'Trucker',
    signedBy: (name: string, when: string) => `Signed by ${name} · ${when}`,
    awaiting: 'Awaiting signature',
  },
  dialog: {
    title: 'Sign this contract',
    description:
      'Type your full name to sign. HaulClub records the time, your IP address and a fingerprint (SHA-256) of the terms you sign; the terms cannot change after the first signature.',
    fullName: 'Full name',
    submit: 'Sign Contract',
    submitting: 'Signing…',
    cancel: 'Cancel',
  },
} as const;

/** The "Default contract terms" card of /broker/payments. */
export const DEFAULT_CONTRACT_TERMS = {
  title: 'Default contract terms',
  description:
    'These terms are copied into each new contract. You can still edit them on a contract until its first signature; contracts you already have keep their own.',
  usingHaulClubDefaults: 'You are using HaulClub’s standard terms.',
  paymentTerms: 'Payment terms',
  cancellationPolicy: 'Cancellation policy',
  insuranceRequirements: 'Insurance requirements',
  save: 'Save default terms',
  saving: 'Saving…',
  saved: 'Default contract terms saved',
  loadError: 'Could not load your default contract terms.',
  retry: 'Try again',
} as const;
