// npm run dev: the API with reload (tsx watch) on :3000 and Vite's dev server
// with hot reload on :5173, which proxies /api and /auth to the API.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/web-build.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, LOG_PRETTY: process.env.LOG_PRETTY ?? 'true' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@haulclub/web'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
