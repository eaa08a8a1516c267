import {
  INVITATION_TTL_DAYS,
  MARKET_FACTS,
  MEMBERSHIP_LIMITS,
  RADIUS_MILES,
  type FmcsaVerdict,
  type InvitationStatus,
} from '@haulclub/shared';

/** Copy of the membership screens: /apply, /onboarding, the broker area and invitation links (spec §8). */

const REPLY_HOURS = MARKET_FACTS.brokerApprovalHours;
const miles = (n: number) => n.toLocaleString('en-US');

/** Toasted when a failure carries no message of its own. */
export const UNKNOWN_ERROR = 'Something went wrong. Please try again.';

export const RETRY = 'Try again';

/** Labels of the registration fields shared by /apply and broker onboarding. */
export const MEMBERSHIP_FIELDS = {
  optional: 'optional',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 8 characters. Common passwords are refused.',
  phone: 'Phone',
  phoneHint: 'A 10-digit US number.',
  companyName: 'Company name',
  mcNumber: 'MC number',
  mcHint: 'Digits only; an "MC-" prefix is fine.',
  dotNumber: 'DOT number',
  address: 'Business address',
  city: 'City',
  state: 'State',
  chooseState: 'Choose a state',
  zipCode: 'ZIP',
  experience: 'Experience',
  experienceHint: `Years in brokerage, the freight and lanes you work. Up to ${MEMBERSHIP_LIMITS.experience.toLocaleString('en-US')} characters.`,
} as const;

/** An invitation link (`?invite=<code>`) on /auth, /apply and the role chooser. */
export const INVITATION = {
  checking: 'Checking your invitation…',
  // A broker invites in the company's name: the company is said once, not "Acme LLC (Acme LLC)".
  invitedBy: (name: string, company: string | null) =>
    company && company !== name ? `Invited by ${name} (${company})` : `Invited by ${name}`,
  validUntil: (date: string) => `This invitation is valid until ${date}.`,
  noteLabel: 'Their note',
  emailLocked: 'The invitation was sent to this address.',
  roleLocked: 'Your invitation decides the role.',
  unusable: 'This invitation link cannot be used',
  truckerNote: 'Truckers join HaulClub by invitation from a broker or dispatcher.',
  truckerNoteLink: 'Request an invitation',
  /** /auth, Trucker chosen without an invitation link: what to do instead of filling in the form. */
  truckerGate: {
    title: 'Truckers sign up with an invitation link',
    body: 'Open the link in the invitation email from your broker or dispatcher, or paste the link or its code here.',
    use: 'Use invitation',
    missing: 'Paste the invitation link or code first.',
    noInvitation: 'No invitation yet?',
  },
  code: {
    label: 'Invitation code',
    hint: 'Truckers need one: paste the code, or the whole link, from your invitation email.',
  },
} as const;

export const APPLY = {
  title: 'Apply as Broker',
  heading: 'Apply as a broker',
  intro: `Tell us about your brokerage. We check your MC and DOT numbers with FMCSA, and an admin replies within ${REPLY_HOURS} hours.`,
  sections: { contact: 'About you', company: 'Your brokerage', experience: 'Your experience' },
  submit: 'Submit Application',
  submitting: 'Submitting…',
  success: {
    verifying: "We're verifying your information with FMCSA...",
    verificationPending: 'Verification is pending',
    received: `Application received! We'll get back to you within ${REPLY_HOURS} hours.`,
    confirmEmail: (email: string) =>
      `We sent a confirmation link to ${email}. Confirm your email to sign in.`,
  },
  error: 'Error',
  signInPrompt: 'Already a member?',
  signInLink: 'Sign in',
} as const;

export const ONBOARDING = {
  title: 'Onboarding',
  /** Under a disabled Next, Complete or Create button: the fields it waits for. */
  stillNeeded: 'Still needed:',
  loading: 'Loading your registration…',
  progress: (step: number, total: number) => `Step ${String(step)} of ${String(total)}`,
  success: 'Profile Created!',
  error: 'Error',
  back: 'Back',
  trucker: {
    heading: 'Set up your trucker profile',
    intro: 'Tell us about your company and your equipment so we can match you with the right loads.',
    /** After Complete: the profile is done; what follows (payout set-up) is optional. */
    done: {
      heading: 'You’re all set',
      intro: 'Your trucker profile is ready, and you can book loads now.',
      toDashboard: 'Go to dashboard',
    },
    steps: ['Company', 'Equipment'],
    fields: {
      phoneHint: 'Brokers see it on the loads you book, to reach you on the road.',
      homeBaseCity: 'Home city',
      homeBaseState: 'Home state',
      truckType: 'Truck type',
      chooseTruckType: 'Choose a truck type',
      equipmentDetails: 'Equipment details',
      equipmentPlaceholder: 'e.g. 40 ft gooseneck, 16,500 lb payload',
      maxRadius: 'Max radius (miles)',
      maxRadiusHint: `Between ${miles(RADIUS_MILES.min)} and ${miles(RADIUS_MILES.max)} miles.`,
      minRate: 'Minimum rate ($ per mile)',
      minRatePlaceholder: '2.50',
    },
    next: 'Next',
    complete: 'Complete',
    completing: 'Saving…',
  },
  broker: {
    heading: 'Register your brokerage',
    intro: 'Brokers are verified before they post loads. Register your company, then set up payouts.',
    steps: ['Registration', 'Payment setup'],
    create: 'Create Broker Profile',
    creating: 'Creating…',
    paymentHeading: 'Set up payments',
    paymentIntro:
      'Connect a payout account for your brokerage. You can also finish this later under Payments.',
    finish: 'Finish',
    finishing: 'Finishing…',
    loadError: 'Could not load your registration.',
  },
} as const;

/** FMCSA's verdict in plain words, as the broker sees it while waiting. */
export const FMCSA_VERDICT_TEXT: Record<FmcsaVerdict, string> = {
  pending: "We're checking your MC and DOT numbers with FMCSA.",
  verified: "FMCSA's records match your application.",
  mismatch: "FMCSA's records do not fully match your application; an admin will look at the differences.",
  not_found: 'FMCSA has no record of the number you gave; an admin will check it by hand.',
  unavailable: 'We could not reach FMCSA, so an admin will check your details by hand.',
  skipped: 'There was no MC or DOT number to check, so an admin will review your application by hand.',
};

export const BROKER_DASHBOARD = {
  title: 'Broker Dashboard',
  heading: 'Broker dashboard',
  loading: 'Loading your broker status…',
  loadError: 'Could not load your broker status.',
  notRegistered: {
    heading: 'Finish registering your brokerage',
    body: 'Add your company and MC number so we can verify you.',
    action: 'Continue onboarding',
  },
  pending: {
    heading: 'Your application is under review',
    verdictLabel: 'FMCSA check',
    reply: `We'll get back to you within ${REPLY_HOURS} hours.`,
  },
  rejected: {
    heading: 'Your application was not approved',
    reasonLabel: 'Reason',
    noReason: 'No reason was given.',
  },
  verified: { badge: 'Verified', mc: 'MC', dot: 'DOT' },
  statsLabel: 'Your loads and bookings at a glance',
  actionRequired: 'Action required',
  quickActions: {
    heading: 'Quick actions',
    postLoad: { label: 'Post Load', body: 'Put a load on the board for verified truckers.' },
    invite: { label: 'Invite Trucker', body: 'Email a trucker an invitation to the club.' },
    truckers: { label: 'My Truckers', body: 'Your truckers and the invitations you sent.' },
    payments: { label: 'Payments', body: 'Your payout account and payments.' },
  },
} as const;

export const TRUCKER_DASHBOARD = {
  title: 'Trucker Dashboard',
  heading: 'Trucker dashboard',
  intro: 'Loads matched to your lane profile, your bookings and your messages, live.',
  statsLabel: 'Your board and bookings at a glance',
} as const;

/** The lane profile as the trucker gave it at onboarding (the trucker dashboard's card). */
export const LANE_PROFILE = {
  heading: 'Lane profile',
  intro: 'What you told us at onboarding. Loads near you are searched from your home base.',
  homeBase: 'Home base',
  truckType: 'Truck type',
  maxRadius: 'Max radius',
  miles: (n: number) => `${miles(n)} miles`,
  minRate: 'Minimum rate',
  perMile: (amount: string) => `${amount}/mi`,
  noMinRate: 'No minimum',
  lanes: 'Preferred lanes',
  noLanes: 'None yet',
  notSet: 'Not set',
  incomplete: {
    heading: 'Your lane profile is not set up yet',
    body: 'Add your home base and truck so we can show you loads near you.',
    action: 'Finish onboarding',
  },
  loading: 'Loading your lane profile…',
  loadError: 'Could not load your lane profile.',
} as const;

export const BROKER_INVITE = {
  title: 'Invite Trucker',
  heading: 'Invite a trucker',
  intro: `We email them a sign-up link that is valid for ${String(INVITATION_TTL_DAYS)} days. They join as your trucker.`,
  fields: {
    email: 'Email',
    emailPlaceholder: 'driver@example.com',
    note: 'Note',
    noteHint: 'Shown in the invitation email.',
  },
  submit: 'Send Invitation',
  submitting: 'Sending…',
  sent: (email: string) => `Invitation sent to ${email}`,
  failed: 'Could not send the invitation',
  notVerified: {
    heading: 'Only verified brokers can invite truckers',
    body: 'Once an admin has verified your brokerage, you can invite the truckers you work with.',
    action: 'Back to dashboard',
  },
} as const;

export const INVITATION_STATUS_TEXT: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};

export const BROKER_TRUCKERS = {
  title: 'My Truckers',
  heading: 'My truckers',
  intro: 'The truckers who joined through your invitations, and the invitations you sent.',
  loading: 'Loading your truckers…',
  loadError: 'Could not load your truckers.',
  inviteAction: 'Invite Trucker',
  truckers: {
    heading: 'Truckers',
    tableLabel: 'Your truckers',
    empty: 'No truckers yet. Invite the truckers you work with.',
    columns: {
      name: 'Name',
      email: 'Email',
      company: 'Company',
      truckType: 'Truck type',
      homeBase: 'Home base',
      onboarding: 'Onboarding',
    },
    onboarded: 'Done',
    notOnboarded: 'Not finished',
    suspended: 'Suspended',
    none: '—',
  },
  invitations: {
    heading: 'Invitations',
    empty: 'No invitations yet.',
    expires: (date: string) => `Expires ${date}`,
    expired: (date: string) => `Expired ${date}`,
    acceptedOn: (date: string) => `Accepted ${date}`,
    revokedOn: (date: string) => `Revoked ${date}`,
    resend: 'Resend',
    revoke: 'Revoke',
    actionLabel: (action: string, email: string) => `${action} the invitation to ${email}`,
    confirmRevoke: {
      title: 'Revoke this invitation?',
      body: (email: string) => `The link sent to ${email} stops working. You can invite them again later.`,
      confirm: 'Revoke invitation',
      pending: 'Revoking…',
      cancel: 'Cancel',
    },
    resent: (email: string) => `Invitation sent again to ${email}`,
    revoked: (email: string) => `Invitation to ${email} revoked`,
    resendFailed: 'Could not resend the invitation',
    revokeFailed: 'Could not revoke the invitation',
  },
} as const;
