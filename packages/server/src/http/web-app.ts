import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** Vite names every file under /assets after its content: a new build never reuses a name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and the files without a hash: kept, but asked again (a 200 or the same) at each visit. */
export const REVALIDATE = 'no-cache';

const varyOnEncoding = (headers: Headers) => {
  if (!/accept-encoding/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
};

/** Sets the cache policy on what the next handlers served, not on what they refused. */
const cachePolicy =
  (cacheControl: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    c.res.headers.set('Cache-Control', cacheControl);
    // A cache between the browser and this server keeps one copy per encoding.
    varyOnEncoding(c.res.headers);
  };

const prerenderedPages = (root: string): [string, string][] => {
  const list = join(root, 'prerendered.json');
  if (!existsSync(list)) return [];
  return Object.entries(JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>);
};

/**
 * Decision 56: the built SPA (packages/web/dist, `root`). Its files have brotli and gzip copies made
 * by the build (`.br`, `.gz`): serveStatic's `precompressed` sends the one the request's
 * Accept-Encoding takes (brotli first) with its Content-Encoding. Hashed assets are cached for a
 * year; the page itself, every client-side route included, is asked again at each visit, so a new
 * build is seen at once.
 */
export const serveWebApp = (app: Hono<AppEnv>, root: string) => {
  app.use('/assets/*', cachePolicy(IMMUTABLE), serveStatic({ root, precompressed: true }));
  // Absent: a chunk of another build (a tab opened before a deployment). A 404, not the page, which
  // the browser would keep for a year under the chunk's name.
  app.get('/assets/*', (c) => c.notFound());
  // Decision 73: the public pages the build drew in advance (`/`, `/login`, `/register`), each from
  // its own file, as the build's prerendered.json lists them (a bare `vite build` makes none).
  for (const [path, file] of prerenderedPages(root))
    app.get(path, cachePolicy(REVALIDATE), serveStatic({ root, path: file, precompressed: true }));
  app.use('*', cachePolicy(REVALIDATE), serveStatic({ root, precompressed: true }));
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  app.get('*', (c) => c.html(indexHtml));
};
