// The membership module's public surface.
export { membershipPlugin } from './plugin';
