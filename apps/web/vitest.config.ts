import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Shared 2-core machines run the API suite alongside: a lazy route's first
    // import can take seconds there. Waiting longer only avoids false failures;
    // no test asserts time.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    // One module registry and one jsdom per worker instead of per file: the project ran in about a
    // third of the time (412 s → 130 s here). Tests share nothing but modules: every render gets its own
    // query client, setup-tests.ts cleans the DOM, toasts, cookies and stubs after each test, and the one
    // module mock every file needs (live events) is made once in setup-tests.ts.
    isolate: false,
  },
});
