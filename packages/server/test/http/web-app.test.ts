import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { createTestApp, type TestApp } from '../support/test-app';

// Decision 56: a build as packages/web's makes it (build-plugins.ts): assets with their brotli and
// gzip copies, and the page.
const SCRIPT = `console.log(${JSON.stringify('Conque '.repeat(400))});`;
const PAGE = '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>';
// Decision 73: public pages rendered at build time (packages/web/prerender-public-pages.ts).
const LANDING = `<!doctype html><html lang="fr"><body><div id="root">${'<p>Conque</p>'.repeat(200)}</div></body></html>`;
const LOGIN = '<!doctype html><html lang="fr"><body><div id="root"><h1>Connexion</h1></div></body></html>';

let test: TestApp;
let webDist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  test = await createTestApp();
  webDist = mkdtempSync(join(tmpdir(), 'conque-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets/x.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets/x.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDist, 'assets/x.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(webDist, 'index.html'), PAGE);
  writeFileSync(join(webDist, 'landing.html'), LANDING);
  writeFileSync(join(webDist, 'landing.html.br'), brotliCompressSync(LANDING));
  writeFileSync(join(webDist, 'login.html'), LOGIN);
  writeFileSync(
    join(webDist, 'prerendered.json'),
    JSON.stringify({ '/': 'landing.html', '/login': 'login.html' }),
  );
  app = createApp(
    { db: test.db, config: test.config, now: () => new Date(), storage: test.storage },
    { webDist },
  );
});

afterAll(async () => {
  await test.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends a hashed asset in brotli to a browser that takes it, cached for a year', async () => {
    const response = await get('/assets/x.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends gzip to a client without brotli, and the file itself to one without either', async () => {
    const gzip = await get('/assets/x.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gzip.arrayBuffer()).equals(gzipSync(SCRIPT))).toBe(true);

    const plain = await get('/assets/x.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('answers 404 for an asset of another build, never the page', async () => {
    const response = await get('/assets/absent-1234.js', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('sends the pages drawn at build time on their addresses, compressed, checked again at each visit', async () => {
    const response = await get('/', 'gzip, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await response.arrayBuffer()).equals(brotliCompressSync(LANDING))).toBe(true);
    expect(await (await get('/?depuis=courriel')).text()).toBe(LANDING);
    const login = await get('/login?message=session-ended');
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(await login.text()).toBe(LOGIN);
  });

  it('asks the browser to check index.html again at each visit, on every page of the app', async () => {
    for (const path of ['/index.html', '/register', '/dashboard/orders', '/login/other']) {
      const response = await get(path, 'br');
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(PAGE);
    }
  });
});
