import {
  AUTO_RELEASE_HOURS,
  PAYOUT_PROMISE_HOURS,
  type ContractPaymentStatus,
  type PaymentProviderName,
  type PayoutStatus,
  type RefundStatus,
} from '@haulclub/shared';

/** Copy of the money screens: /broker/payments (below the payout cards), /trucker/earnings, /admin/payments. */

export const MONEY_COMMON = {
  retry: 'Try again',
  loading: 'Loading the payments…',
  loadFailed: 'Could not load the payments',
  contract: 'Contract',
  lane: 'Lane',
  total: 'Total',
  amount: 'Amount',
  status: 'Status',
  when: 'When',
  none: '—',
  showing: (shown: number, total: number) => `Showing the newest ${shown} of ${total}.`,
  disputeOpen: 'In dispute',
  disputeResolved: 'Dispute resolved',
  paymentStatus: {
    processing: 'Processing',
    succeeded: 'Succeeded',
    declined: 'Declined',
    failed: 'Failed',
  } satisfies Record<ContractPaymentStatus, string>,
  payoutStatus: {
    due: 'Due',
    pending: 'Paying',
    paid: 'Paid',
    failed: 'Failed',
  } satisfies Record<PayoutStatus, string>,
  refundStatus: {
    pending: 'Pending',
    succeeded: 'Refunded',
    failed: 'Failed',
  } satisfies Record<RefundStatus, string>,
};

export const BROKER_MONEY = {
  funding: {
    title: 'Funding methods',
    description:
      'How you fund escrow when both parties have signed a contract (Fund Escrow on the contract).',
    methods: {
      sandbox: {
        name: 'Sandbox test cards',
        body: 'This HaulClub runs the offline sandbox: no real card is charged. Use a test card:',
        cards: [
          { number: '4242 4242 4242 4242', outcome: 'succeeds' },
          { number: '4000 0000 0000 0002', outcome: 'is declined' },
          { number: '4000 0000 0000 9995', outcome: 'is declined for insufficient funds' },
        ],
      },
      stripe: {
        name: 'Card through Stripe',
        body: 'You enter your card on Stripe’s secure form when you fund a contract. HaulClub never sees or stores the card number; only its last four digits are shown here.',
      },
    } satisfies Record<PaymentProviderName, unknown>,
    loading: 'Loading the payment settings…',
  },
  escrow: {
    title: 'Escrow per contract',
    description: `Funds are held until you confirm delivery, or released by themselves ${AUTO_RELEASE_HOURS} hours after the proof of delivery unless you dispute it.`,
    label: 'Escrow of your contracts',
    empty: 'No contracts yet. Each booking of your loads becomes a contract; its escrow appears here.',
    funded: 'Funded',
    releasedOrRefunded: 'Released / refunded',
  },
  history: {
    title: 'Payment history',
    description: 'Every card charge you made to fund escrow, declined ones included.',
    label: 'Your card charges',
    empty: 'No payments yet. When you fund a contract’s escrow, the charge and its receipt appear here.',
    card: 'Card',
    receipt: 'Receipt',
    receiptFor: (ref: string) => `Receipt for ${ref}`,
    receiptFailed: 'Could not open the receipt',
  },
  refunds: {
    title: 'Refunds',
    description: 'Money returned to your card by a cancellation or a dispute’s resolution.',
    label: 'Your refunds',
    empty:
      'No refunds. If a funded contract is cancelled or a dispute is resolved in your favour, the refund appears here.',
  },
  payouts: {
    title: 'Your 10% share',
    description: 'Your broker share of each released contract, paid to your payout account.',
    label: 'Your payouts',
    empty: 'No payouts yet. When a contract you funded is released, your 10% appears here.',
    paidAt: 'Paid on',
  },
};

export const TRUCKER_MONEY = {
  statsLabel: 'Your earnings at a glance',
  stats: {
    paid: 'Paid',
    paidDetail: 'Your payouts sent to your payout account.',
    inEscrow: 'In escrow',
    inEscrowDetail: 'Your 80% of contracts the broker has funded; released on delivery confirmation.',
    pending: 'Pending',
    pendingDetail:
      'Your 80% of signed contracts not yet funded, plus released money not yet paid out (it waits for your payout account).',
  },
  loads: {
    title: 'Per load',
    label: 'Your earnings per load',
    empty: 'No contracts yet. When you book a load, its contract and your 80% appear here.',
    share: 'Your share',
    escrow: 'Escrow',
    payout: 'Payout',
    paidAt: 'Paid on',
    notReleased: 'Not released yet',
  },
  chart: {
    title: 'Paid per week',
    description: `What was paid to you each week (weeks start Monday, UTC), the last 12 weeks. Payouts are promised within ${PAYOUT_PROMISE_HOURS} hours of release.`,
    summary: (total: string, weeks: number) => `Total paid in the last ${weeks} weeks: ${total}.`,
    empty: 'Nothing paid in the last 12 weeks yet. Your payouts appear here week by week.',
    tableLabel: 'Paid per week, as a table',
    week: 'Week of',
    paid: 'Paid',
  },
};

export const ADMIN_MONEY = {
  title: 'Payments',
  heading: 'Payments',
  intro: 'Escrow, the ledger, payouts, disputes and the reconciliation with the payment provider, live.',
  loading: 'Loading the payments…',
  escrow: {
    label: 'Escrow totals',
    pending: 'Payment pending',
    held: 'Funds secured',
    released: 'Released',
    refunded: 'Refunded',
    contracts: (n: number) => `${n} ${n === 1 ? 'contract' : 'contracts'}`,
    refundedDetail: (n: number) =>
      `${n} ${n === 1 ? 'contract' : 'contracts'} refunded; the amount went back to cards`,
  },
  ledger: {
    title: 'Ledger',
    balanced: 'The ledger sums to zero',
    unbalanced: 'The ledger does not sum to zero',
    posted: 'Posted sum',
    pending: 'Pending sum',
    revenue: 'Platform revenue (posted)',
    explain: 'Over all accounts, credits minus debits must be 0, posted and pending alike.',
    accountsOk: 'Every account’s totals match its transfers.',
    accountsOff: (n: number) => `${n} ${n === 1 ? 'account differs' : 'accounts differ'} from its transfers:`,
    account: 'Account',
    stored: 'Stored (posted debits / credits)',
    expected: 'From transfers',
  },
  payouts: {
    title: 'Payout queue',
    description: 'Open payouts, failed ones first. A failed payout waits for you to retry it.',
    label: 'Open payouts',
    empty: 'No open payouts. Released shares appear here until they are paid.',
    payee: 'Payee',
    share: 'Share',
    attempts: 'Attempts',
    lastError: 'Last error',
    retry: 'Retry',
    retrying: 'Retrying…',
    retryFor: (name: string) => `Retry payout to ${name}`,
    retried: 'Payout queued again',
    retryFailed: 'Could not retry the payout',
    member: { trucker: 'Trucker 80%', broker: 'Broker 10%' },
    readiness: 'Payout account',
  },
  disputes: {
    title: 'Disputes',
    description:
      'Deliveries a broker disputed. Resolve each: release as agreed, refund the broker, or split.',
    label: 'Disputes',
    empty: 'No disputes. When a broker disputes a delivery, it waits here for your decision.',
    parties: 'Parties',
    reason: 'Reason',
    resolve: 'Resolve',
    resolveFor: (ref: string) => `Resolve dispute on ${ref}`,
    resolved: 'Resolved',
  },
  resolve: {
    title: (ref: string) => `Resolve the dispute on ${ref}`,
    description: (total: string) =>
      `The contract’s escrow holds ${total}. Choose how it ends; this cannot be undone.`,
    resolution: 'Resolution',
    options: {
      release: 'Release as agreed (80 / 10 / 10)',
      refund: 'Refund the broker in full',
      split: 'Split',
    },
    trucker: 'To the trucker ($)',
    broker: 'Refund to the broker ($)',
    platform: 'To HaulClub ($)',
    sum: (sum: string, total: string) => `Split ${sum} of ${total}`,
    mustSum: (total: string) => `The three parts must add up to the total, ${total}`,
    amountInvalid: 'Enter an amount in dollars and cents, zero or more',
    note: 'Note (kept in the audit log)',
    confirm: 'Resolve dispute',
    pending: 'Resolving…',
    cancel: 'Cancel',
    done: 'Dispute resolved',
    failed: 'Could not resolve the dispute',
  },
  reconciliation: {
    title: 'Reconciliation',
    description: (provider: string) =>
      `What the ledger says each contract was charged, refunded and paid out, against what ${provider} holds for the contract’s transfer group.`,
    label: 'Differences between the ledger and the provider',
    none: (checked: number) =>
      checked === 0
        ? 'No contract has moved money yet.'
        : `No differences: the ledger and the provider agree on all ${checked} contracts checked.`,
    checked: (checked: number, total: number) => `${checked} of ${total} contracts with money checked.`,
    providerError: 'The provider could not be asked; differences are unknown.',
    kind: { charge: 'Charge', refund: 'Refunds', transfer: 'Payout transfers' },
    kindHeading: 'Money',
    ledger: 'Ledger',
    provider: 'Provider',
    inFlight: 'In flight',
    inFlightNote: 'A charge, refund or payout of this contract is under way; this may close by itself.',
    mismatch: 'Mismatch',
  },
};
