// The chat module's public surface.
export { chatPlugin } from './plugin';
