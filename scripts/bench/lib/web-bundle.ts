// What a first visit to a page of the built web app downloads in JavaScript: the entry script of index.html,
// its static imports (the modulepreload list), and the chunks of the page's lazy routes with their static
// imports, read from vite's build manifest; and which sources those chunks hold (from their source maps).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface WebPage {
  path: string;
  /** Manifest keys of the route modules the router loads for the page (besides index.html). */
  routes: readonly string[];
}

const ROUTES = 'src/app/routes';

/** The marketing pages the budgets are about, with the lazy routes each one loads. */
export const WEB_PAGES: readonly WebPage[] = [
  { path: '/', routes: [`${ROUTES}/landing.tsx`] },
  // A visitor's: the public shell. A browser holding a session also loads the member's layout after these.
  { path: '/pricing', routes: [`${ROUTES}/marketing-layout.tsx`, `${ROUTES}/pricing.tsx`] },
  { path: '/learn-more', routes: [`${ROUTES}/marketing-layout.tsx`, `${ROUTES}/learn-more.tsx`] },
];

/**
 * Sources that must not reach a visitor's first page (`/`, `/pricing`, `/learn-more`): zod, TanStack Query, the
 * auth client, the session and API client, the providers and app shell, and any feature but the marketing one
 * (signed-in areas).
 */
const NOT_ON_FIRST_PAGE: readonly { label: string; pattern: RegExp }[] = [
  { label: 'zod', pattern: /\/node_modules\/zod\// },
  { label: '@tanstack/query', pattern: /\/node_modules\/@tanstack\// },
  { label: '@supabase/auth-js', pattern: /\/node_modules\/@supabase\// },
  { label: 'session/api client', pattern: /\/apps\/web\/src\/lib\/(session|api-client|live|auth-client)\./ },
  {
    label: 'app providers/shell',
    pattern:
      /\/apps\/web\/src\/(app\/(provider\.|query-client\.|routes\/(app-providers|app-layout|guards|marketing-member-layout)\.)|components\/layout\/app-(shell|header)\.)/,
  },
  { label: 'signed-in areas', pattern: /\/apps\/web\/src\/app\/routes\/(broker|trucker|admin)\// },
  { label: 'app features', pattern: /\/apps\/web\/src\/features\/(?!marketing\/)/ },
];

export interface PageBundle {
  page: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Labels of NOT_ON_FIRST_PAGE found in the page's chunks (budget: none, on every page). */
  forbidden: string[];
}

export interface BundleReport {
  pages: PageBundle[];
  /** Output chunks holding zod's code. */
  zodChunks: string[];
}

export async function readManifest(distDir: string): Promise<Manifest> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch (err) {
    throw new Error(`no vite manifest at ${file} (build with --manifest): ${String(err)}`);
  }
}

/** The chunk files of `keys` and everything they import statically. */
function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`vite manifest has no entry ${key}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

async function sourcesOf(distDir: string, file: string): Promise<string[]> {
  try {
    const map = JSON.parse(await readFile(path.join(distDir, `${file}.map`), 'utf8')) as {
      sources: string[];
    };
    return map.sources.map((s) => path.resolve(path.dirname(path.join(distDir, file)), s));
  } catch {
    throw new Error(`no source map for ${file}: the web build makes them (build.sourcemap)`);
  }
}

export async function measureBundles(distDir: string): Promise<BundleReport> {
  const manifest = await readManifest(distDir);
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('vite manifest has no entry chunk');
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const entryFile = manifest[entry]?.file ?? '';
  if (!html.includes(`/${entryFile}`)) throw new Error(`index.html does not load the entry ${entryFile}`);

  const pages: PageBundle[] = [];
  for (const page of WEB_PAGES) {
    const files = staticClosure(manifest, [entry, ...page.routes]);
    let rawBytes = 0;
    let gzipBytes = 0;
    const forbidden = new Set<string>();
    for (const file of files) {
      const code = await readFile(path.join(distDir, file));
      rawBytes += code.length;
      gzipBytes += gzipSync(code).length;
      for (const source of await sourcesOf(distDir, file)) {
        for (const rule of NOT_ON_FIRST_PAGE) if (rule.pattern.test(source)) forbidden.add(rule.label);
      }
    }
    pages.push({ page: page.path, files, rawBytes, gzipBytes, forbidden: [...forbidden] });
  }

  const zodChunks: string[] = [];
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const sources = await sourcesOf(distDir, chunk.file);
    if (sources.some((s) => /\/node_modules\/zod\//.test(s))) zodChunks.push(chunk.file);
  }
  return { pages, zodChunks: [...new Set(zodChunks)] };
}
