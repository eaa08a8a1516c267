// The machine's baseline: a plain Fastify app with one JSON route, no plugins.
import Fastify from 'fastify';
import { serveForBench } from '../lib/serve';

const app = Fastify();
app.get('/hello', () => ({ hello: 'world' }));
await serveForBench(app);
