import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';

import type * as PrerenderModule from './src/app/prerender';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

const apiTarget = process.env.HAULCLUB_API_URL ?? 'http://localhost:3000';
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Renders the marketing pages (src/app/prerender.tsx) into copies of the built index.html under
 * `prerendered/` (`/` → index.html, `/pricing` → pricing.html), which the API sends for those paths. Every
 * other path keeps the empty index.html.
 */
async function prerenderPages(root: string, outDir: string): Promise<void> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias: { '@': srcDir } },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { prerender, PRERENDERED_PATHS } = (await server.ssrLoadModule(
      '/src/app/prerender.tsx',
    )) as typeof PrerenderModule;
    let shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
    if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
    // The stylesheet goes inline: the page paints with the HTML, without waiting for a second request.
    const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(shell);
    if (!stylesheet?.[1]) throw new Error('index.html links no stylesheet');
    const css = await readFile(path.join(outDir, stylesheet[1]), 'utf8');
    shell = shell.replace(stylesheet[0], () => `<style>${css}</style>`);
    await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
    for (const pathname of PRERENDERED_PATHS) {
      const page = await prerender(pathname);
      const html = shell
        .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
        .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
      const name = pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '-');
      await writeFile(path.join(outDir, 'prerendered', `${name}.html`), html);
    }
  } finally {
    await server.close();
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, which the API serves to browsers
 * that accept them (@fastify/static `preCompressed`): a phone downloads the gzipped or brotli bytes, not the raw
 * ones. Source maps are left alone.
 */
async function precompress(outDir: string): Promise<void> {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
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
}

/** After the client build: the prerendered marketing pages, then compressed copies of every text file. */
function firstPage(): Plugin {
  let root = '.';
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'haulclub-first-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      await prerenderPages(root, outDir);
      await precompress(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPage()],
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
