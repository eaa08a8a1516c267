import type { PaymentProviderName, PayoutReadiness } from '@haulclub/shared';

export const PAYMENTS = {
  title: 'Payments',
  heading: 'Payments',
  intro:
    'HaulClub pays out through a connected account at our payment provider. Set it up once; your share of every deal is paid to it.',
  readiness: {
    not_started: {
      label: 'Not started',
      description: 'You have no payout account yet. Set one up to get paid.',
    },
    onboarding: {
      label: 'Onboarding',
      description: 'Your payout account exists, but the provider still needs your business and bank details.',
    },
    pending_review: {
      label: 'Pending review',
      description: 'Your details are in. The provider is reviewing them before it enables payouts.',
    },
    ready: {
      label: 'Ready',
      description: 'Payouts are enabled. Your share of each deal is paid to your bank account.',
    },
  } satisfies Record<PayoutReadiness, { label: string; description: string }>,
  providers: {
    sandbox: 'Sandbox (simulated)',
    stripe: 'Stripe',
  } satisfies Record<PaymentProviderName, string>,
  status: {
    title: 'Payout status',
    stagesHeading: 'What each status means',
    accountId: 'Account ID',
    provider: 'Provider',
    updatedAt: 'Last updated',
    loadError: 'Could not load your payout status.',
    retry: 'Try again',
  },
  setup: {
    title: 'Payout account',
    description: 'Onboarding happens on the payment provider’s secure page, in a new tab.',
    payoutsFor: 'Payouts for',
    start: 'Set up payouts',
    resume: 'Continue setup',
    opening: 'Opening…',
    check: 'Check status',
    checking: 'Checking…',
    continue: 'Continue',
    readyNote: 'Payouts are set up. Nothing more to do here.',
    newTabHint: 'Finish onboarding in the new tab, then come back here: the status updates by itself.',
    popupBlocked: 'Your browser blocked the new tab.',
    openLink: 'Open the onboarding page',
    fixDetails: 'Check these details before setting up payouts.',
    fields: {
      email: { label: 'Payout email' },
      companyName: { label: 'Business name' },
    },
  },
  /** /trucker/earnings. */
  earnings: {
    title: 'Earnings',
    heading: 'Earnings',
    intro: 'Your 80% of every delivered load is paid to your payout account. Set it up once.',
  },
  /** The optional payout step at the end of trucker onboarding. */
  truckerOnboarding: {
    payoutsOptional:
      'Optional: set up payouts now so your 80% can be paid within 24 hours of delivery. You can also do it later from Earnings.',
  },
  errors: {
    title: 'Stripe Setup Error',
    createDefault: 'Failed to create Stripe account',
    refreshDefault: 'Could not check your payout status.',
  },
  sandbox: {
    title: 'Payout onboarding (sandbox)',
    badge: 'Simulation',
    heading: 'Set up payouts',
    notice:
      'This page simulates the payment provider’s hosted onboarding, so the whole flow works offline. No real bank account is connected and no money moves.',
    testValues: 'Test values: routing number 110000000, account number 000123456789.',
    for: 'Account for',
    fields: {
      legalName: { label: 'Legal business name', placeholder: 'Lone Star Logistics LLC' },
      routingNumber: { label: 'Routing number', hint: '9 digits (ABA routing number)' },
      accountNumber: { label: 'Account number', hint: '4 to 17 digits. Only the last 4 are kept.' },
    },
    submit: 'Enable payouts',
    submitting: 'Submitting…',
    failure: 'Could not submit your details.',
    loading: 'Loading onboarding…',
    done: {
      heading: 'Payouts are set up',
      body: 'Your payout account is ready. You can close this tab or go back to HaulClub.',
      back: 'Back to Payments',
      backTrucker: 'Back to Earnings',
    },
    expired: { heading: 'This onboarding link has expired' },
    loadError: 'Could not load the onboarding page.',
    invalid: {
      heading: 'This onboarding link does not work',
      body: 'It may be incomplete or replaced by a newer one. Go back to HaulClub and choose “Continue setup” for a new link.',
    },
    back: 'Back to Payments',
    backTrucker: 'Back to Earnings',
  },
} as const;
