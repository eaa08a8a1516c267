import type { OutgoingMail } from '../mail/index';

export function applicationApprovedEmail(to: string, firstName: string, brokerUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Your HaulClub broker application is approved',
    text: [
      `Hi ${firstName},`,
      '',
      'Good news: an admin has approved your broker application. Your FMCSA authority checks out and your',
      'account is verified, so you can post loads and invite your truckers now.',
      '',
      `Open your broker dashboard: ${brokerUrl}`,
      '',
      'Welcome to the club.',
      'HaulClub',
    ].join('\n'),
  };
}

export function applicationRejectedEmail(to: string, firstName: string, reason: string): OutgoingMail {
  return {
    to,
    subject: 'Your HaulClub broker application',
    text: [
      `Hi ${firstName},`,
      '',
      'An admin has reviewed your broker application and could not approve it. Your account cannot post loads.',
      '',
      'The reason given:',
      reason,
      '',
      'If you believe this is a mistake, reply to this email with documents that show your broker authority.',
      'HaulClub',
    ].join('\n'),
  };
}

/** Sent when an admin reopens a rejected application: it is pending review again. */
export function applicationReopenedEmail(to: string, firstName: string): OutgoingMail {
  return {
    to,
    subject: 'Your HaulClub broker application is being reviewed again',
    text: [
      `Hi ${firstName},`,
      '',
      'An admin has reopened your broker application: the earlier decision no longer stands and it is pending review again.',
      'We will email you once it is decided. Until then your account cannot post loads.',
      '',
      'HaulClub',
    ].join('\n'),
  };
}

/** Sent instead of an application when someone applies with an address that already has an account. */
export function applicationForExistingEmail(to: string, signInUrl: string, resetUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Someone applied to HaulClub with your email address',
    text: [
      'Someone (hopefully you) just applied as a broker on HaulClub with this email address.',
      'The address already belongs to a HaulClub account, so no new application was created.',
      '',
      'If it was you, sign in to your account instead:',
      signInUrl,
      '',
      'Forgot your password? Reset it here:',
      resetUrl,
      '',
      'If it was not you, ignore this email: nothing has changed on your account.',
      'HaulClub',
    ].join('\n'),
  };
}
