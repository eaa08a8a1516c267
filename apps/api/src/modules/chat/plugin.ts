import fp from 'fastify-plugin';

/** Placeholder: filled in by the chat module. */
export const chatPlugin = fp(async () => {}, {
  name: 'chat',
  dependencies: ['infrastructure', 'auth', 'jobs', 'mail'],
});
