import fp from 'fastify-plugin';

/** The fmcsa module (routes, job handlers). */
export const fmcsaPlugin = fp(async () => {}, { name: 'fmcsa', dependencies: ['infrastructure', 'auth'] });
