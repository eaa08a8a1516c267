import fp from 'fastify-plugin';

/** The payments module (routes, job handlers). */
export const paymentsPlugin = fp(async () => {}, {
  name: 'payments',
  dependencies: ['infrastructure', 'auth'],
});
