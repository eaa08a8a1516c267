import { INVITE_REQUEST_LIMITS } from '@haulclub/shared';

export const GET_INVITED = {
  title: 'Get Invited',
  heading: 'Get invited to HaulClub',
  intro:
    'HaulClub is invite-only. Tell us who you are and what you haul, and we will put you in touch with a dispatcher who can invite you.',
  fields: {
    email: { label: 'Email', placeholder: 'you@example.com' },
    name: { label: 'Name', hint: 'Optional', placeholder: 'Your name or company' },
    message: {
      label: 'Message',
      placeholder: 'Your equipment, home base and the lanes you run',
      hint: `Up to ${INVITE_REQUEST_LIMITS.message.toLocaleString('en-US')} characters.`,
    },
  },
  submit: 'Request Invitation',
  submitting: 'Sending…',
  success: { title: 'Request Sent!', description: 'We will be in touch by email soon.' },
  failure: 'Failed to send request. Please try again.',
  signInPrompt: 'Already a member?',
  signInLink: 'Sign in',
} as const;
