import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

const INDEX = '<!doctype html><title>HaulClub</title><div id="root"></div>';
const SCRIPT = 'console.log("the first page");'.repeat(20);

/** A page the web build rendered ahead of time. */
function prerenderedPage(name: string): string {
  return `<!doctype html><title>${name}</title><div id="root"><h1>${name}</h1></div>`;
}

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  // A build as the web app's vite config writes it: every text file with its .br and .gz beside it.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'haulclub-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/app.js', SCRIPT],
  ] as const) {
    await fs.writeFile(path.join(webDir, file), text);
    await fs.writeFile(path.join(webDir, `${file}.br`), brotliCompressSync(text));
    await fs.writeFile(path.join(webDir, `${file}.gz`), gzipSync(text));
  }
  await fs.writeFile(path.join(webDir, 'assets', 'plain.js'), SCRIPT);
  await fs.mkdir(path.join(webDir, 'prerendered'));
  for (const page of ['index', 'pricing', 'learn-more']) {
    await fs.writeFile(path.join(webDir, 'prerendered', `${page}.html`), prerenderedPage(page));
  }
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
}

describe('the built web app is served compressed', () => {
  it('sends the brotli file to a browser that accepts br, with the script content type', async () => {
    const res = await get('/assets/app.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the raw file when no encoding is accepted, or when the file has no compressed copy', async () => {
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const uncompressed = await get('/assets/plain.js', 'gzip, br');
    expect(uncompressed.statusCode).toBe(200);
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    expect((await get('/assets/plain.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/index.html', 'gzip')).headers['cache-control']).toBe('no-cache');
  });

  it('sends index.html compressed for a deep link (client-side routing), not cached', async () => {
    const res = await get('/broker/loads', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });
});

describe('pages rendered at build time', () => {
  it.each([
    ['/', 'index'],
    ['/pricing', 'pricing'],
    ['/pricing/', 'pricing'],
    ['/learn-more?ref=mail', 'learn-more'],
  ])('sends %s its prerendered page', async (url, page) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(prerenderedPage(page));
  });

  it('sends every other page the empty app page, which the app renders', async () => {
    for (const url of ['/broker/loads', '/pricing/extra', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });
});
