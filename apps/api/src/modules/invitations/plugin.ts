import fp from 'fastify-plugin';

/** The invitations module (routes, job handlers). */
export const invitationsPlugin = fp(async () => {}, {
  name: 'invitations',
  dependencies: ['infrastructure', 'auth'],
});
