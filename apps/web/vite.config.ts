import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, which the API serves to browsers
 * that accept them (@fastify/static `preCompressed`): a phone downloads the gzipped or brotli bytes, not the raw
 * ones. Source maps are left alone.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'haulclub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

const apiTarget = process.env.HAULCLUB_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      // GoTrue-compatible auth endpoints live under /auth/* on the API, but /auth is also a page of this app:
      // browser navigations (Accept: text/html) stay with Vite.
      '/auth': {
        target: apiTarget,
        changeOrigin: true,
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks: app releases do not invalidate the browser's copy of React and friends.
        // Only react and router are on the first page (`/`); the others load with the pages that use them.
        // The forms chunk holds react-hook-form and its zod resolver (rollup would otherwise name the
        // resolver's chunk "zod" too, after its module zod.mjs).
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/react-router')) return 'router';
          if (id.includes('node_modules/zod/')) return 'zod';
          if (id.includes('node_modules/@tanstack/')) return 'query';
          if (/node_modules\/(react-hook-form|@hookform\/resolvers)\//.test(id)) return 'forms';
          return undefined;
        },
      },
    },
  },
});
