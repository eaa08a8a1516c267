/** Copy of the contracts screens: /dashboard and /contract/:id (the spec's words where it has them). */

export const contractRef = (number: number) => `C-${String(number)}`;

/** "Freight future F-12" / "Rate future R-3": what a futures contract was made from. */
export const commitmentRef = (kind: 'freight_future' | 'rate_future', number: number) =>
  kind === 'freight_future' ? `Freight future F-${String(number)}` : `Rate future R-${String(number)}`;

export const CONTRACTS_DASHBOARD = {
  title: 'Contracts',
  heading: 'Contracts dashboard',
  intro:
    'Every booking, locked freight future and accepted rate future becomes a contract. Both parties sign it; escrow and payouts follow.',
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
  commitment: {
    heading: 'Commitment',
    truckType: 'Truck type',
    ratePerMile: 'Rate per mile',
    perMile: (rate: string) => `${rate}/mi`,
    miles: 'Miles',
    dates: 'Dates',
    total: 'Total',
  },
  futures: {
    start: 'Start hauling',
    starting: 'Starting…',
    started: 'Hauling started',
    startsOn: (date: string) => `You can start hauling on ${date}.`,
    complete: 'Mark completed',
    completing: 'Saving…',
    completed:
      'Marked completed: the broker confirms it, or the payment releases by itself 24 hours from now',
    confirm: 'Confirm completion',
    confirming: 'Confirming…',
    confirmed: 'Completion confirmed: the payment is released',
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
  escrow: {
    heading: 'Escrow',
    funded: 'Funded',
    pickedUp: 'Picked up',
    delivered: 'Delivered',
    started: 'Started',
    completed: 'Completed',
    released: 'Released',
    refunded: 'Refunded',
    disputeDeadline: 'Dispute or release by',
    autoRelease: (when: string) =>
      `Releases by itself ${when} unless the broker disputes the delivery before then.`,
    truckerSecured: 'Funds Secured: the broker has paid the total into escrow. You can pick the load up.',
    truckerWaiting: 'Payment Pending: the broker funds escrow once both have signed. Pickup waits for it.',
    brokerFund: 'Fund escrow so the trucker can pick up: the total is held until delivery is confirmed.',
    truckerSecuredCommitment:
      'Funds Secured: the broker has paid the total into escrow, so you can start hauling (a freight future from its start date).',
    truckerWaitingCommitment:
      'Payment Pending: the broker funds escrow once both have signed. Hauling starts after it.',
    brokerFundCommitment:
      'Fund escrow so the trucker can start hauling: the total is held until the completion is confirmed.',
    processing: 'A card payment is being confirmed. This page updates when it is done.',
    stripeUnavailable: 'Funding with Stripe is not available on this screen yet.',
    disputeOpen: (when: string) => `Disputed ${when}. An admin will resolve it; the money stays in escrow.`,
    disputeResolved: (resolution: string) => `Dispute resolved: ${resolution}.`,
    resolutions: { release: 'released as agreed', refund: 'refunded to the broker', split: 'split' },
    fund: 'Fund Escrow',
    dispute: 'Dispute',
    cancel: 'Cancel contract',
  },
  fundDialog: {
    title: 'Fund escrow',
    description: (amount: string) =>
      `Pay ${amount} into escrow. HaulClub holds it until you confirm delivery (or 24 hours after the proof of delivery) and then pays the trucker 80%.`,
    descriptionCommitment: (amount: string) =>
      `Pay ${amount} into escrow. HaulClub holds it until you confirm completion (or 24 hours after the trucker marks it completed) and then pays the trucker 80%.`,
    testCards:
      'Sandbox: no real money moves. Use 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined) or 4000 0000 0000 9995 (insufficient funds), any future expiry and any CVC.',
    number: 'Card number',
    expMonth: 'Expiry month',
    expYear: 'Expiry year',
    cvc: 'CVC',
    submit: 'Fund Escrow',
    submitting: 'Paying…',
    cancel: 'Cancel',
    success: 'Escrow funded: Funds Secured',
    errorTitle: 'Payment Error',
    errorDefault: 'Failed to create payment',
  },
  disputeDialog: {
    title: 'Dispute this delivery',
    description: (deadline: string) =>
      `Say what went wrong. The money stays in escrow until an admin resolves the dispute. You can dispute until ${deadline}.`,
    reason: 'Reason',
    submit: 'Open dispute',
    submitting: 'Sending…',
    cancel: 'Cancel',
    success: 'Dispute opened: an admin will review it',
  },
  cancelDialog: {
    title: 'Cancel this contract',
    description:
      'The contract, its booking and its load are cancelled. This cannot be undone. Cancelling is possible until pickup.',
    commitmentDescription:
      'The contract is cancelled. The freight future or rate future it came from is not offered again; the broker can post a new one. This cannot be undone. Cancelling is possible until hauling starts.',
    refund: 'Any money in escrow is refunded to the broker’s card.',
    tonu: (fee: string) =>
      `Because the trucker has signed, cancelling as the broker pays the trucker a truck-order-not-used (TONU) fee of ${fee} from escrow; the rest is refunded to your card.`,
    reason: 'Reason',
    submit: 'Cancel contract',
    submitting: 'Cancelling…',
    keep: 'Keep contract',
    success: 'Contract cancelled',
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
