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
