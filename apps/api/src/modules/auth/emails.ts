import type { OutgoingMail } from '../mail/index';

export function confirmationEmail(to: string, link: string, hours: number): OutgoingMail {
  return {
    to,
    subject: 'Confirm your HaulClub account',
    text: [
      'Welcome to HaulClub.',
      '',
      'Confirm your email address to finish signing up:',
      link,
      '',
      `The link works once and expires in ${hours} hours. If you did not sign up, ignore this email.`,
    ].join('\n'),
  };
}

export function recoveryEmail(to: string, link: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: 'Reset your HaulClub password',
    text: [
      'Someone asked to reset the password of your HaulClub account.',
      '',
      'Open this link to choose a new password:',
      link,
      '',
      `The link works once and expires in ${minutes} minutes. If it was not you, ignore this email.`,
    ].join('\n'),
  };
}

/** The code that lets a signed-in user change their password without signing in again. */
export function reauthenticationEmail(to: string, code: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: 'Your HaulClub verification code',
    text: [
      'Enter this code to confirm it is you and change your HaulClub password:',
      '',
      code,
      '',
      `The code works once and expires in ${minutes} minutes.`,
      'If you did not ask for it, someone may be signed in to your account: reset your password',
      'with "Forgot password" on the sign-in page.',
    ].join('\n'),
  };
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function existingAccountEmail(to: string, signInUrl: string): OutgoingMail {
  return {
    to,
    subject: 'You already have a HaulClub account',
    text: [
      'Someone (hopefully you) tried to sign up for HaulClub with this email address,',
      'but it already has an account. Sign in instead:',
      signInUrl,
      '',
      'Forgot your password? Use "Forgot password" on the sign-in page. If it was not you, ignore this email.',
    ].join('\n'),
  };
}
