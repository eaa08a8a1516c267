// The live module's public surface.
export { LivePubSub } from './pubsub';
export { liveRoutes } from './routes';
