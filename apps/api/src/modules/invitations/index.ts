// The invitations module's public surface.
export { invitationsPlugin } from './plugin';
