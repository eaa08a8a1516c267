// npm start: build the web app if needed, then run HaulClub in this process
// (the API serves the built app on one port). TypeScript runs through tsx.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './lib/web-build.mjs';

process.env.NODE_ENV ??= 'production';
ensureWebBuild();
register();
await import('../apps/api/src/main.ts');
