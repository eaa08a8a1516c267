// The mail module's public surface.
export { mailPlugin, type MailService } from './plugin';
export type { OutgoingMail } from './mailer';
export type { MailTransport } from './transport';
export { findMessage, listMessages, type OutboxRow } from './outbox-repository';
