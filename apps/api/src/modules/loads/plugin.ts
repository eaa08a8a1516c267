import fp from 'fastify-plugin';

/** Placeholder: filled in by the loads module. */
export const loadsPlugin = fp(async () => {}, {
  name: 'loads',
  dependencies: ['infrastructure', 'auth', 'jobs', 'mail'],
});
