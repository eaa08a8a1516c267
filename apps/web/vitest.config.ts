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
  },
});
