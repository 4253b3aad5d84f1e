import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Decision 56: what the production build adds to Vite's output, with Node's own zlib rather than
// two more packages.

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
// Below a TCP packet's worth, a compressed copy saves nothing worth a file.
const MIN_BYTES = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/**
 * Beside every text file of the build, its brotli (`.br`, quality 11) and gzip (`.gz`, level 9)
 * copies, made once here rather than at each request: the server picks one by the request's
 * Accept-Encoding (@hono/node-server's serveStatic, `precompressed`).
 */
export const precompress = (): Plugin => ({
  name: 'conque:precompress',
  apply: 'build',
  writeBundle(options) {
    if (!options.dir) return;
    for (const file of filesUnder(options.dir)) {
      if (COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES) compressBeside(file);
    }
  },
});

/** Writes `file.br` and `file.gz` beside `file`. */
export const compressBeside = (file: string) => {
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
};

/**
 * The page's text waits for Inter's Latin face (styles.css), which the browser would only ask for
 * once the stylesheet is in: a preload link asks for it with the stylesheet.
 */
export const preloadLatinFont = (): Plugin => ({
  name: 'conque:preload-latin-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const font = Object.keys(context.bundle ?? {}).find((file) =>
        /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
      );
      if (!font) throw new Error('police Inter (latin) absente de la construction');
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  },
});
