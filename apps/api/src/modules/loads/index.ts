// The loads module's public surface.
export { loadsPlugin } from './plugin';
