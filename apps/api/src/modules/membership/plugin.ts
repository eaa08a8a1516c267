import fp from 'fastify-plugin';

/** The membership module (routes, job handlers). */
export const membershipPlugin = fp(async () => {}, {
  name: 'membership',
  dependencies: ['infrastructure', 'auth'],
});
