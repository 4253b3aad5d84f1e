import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as bundleScript } from 'esbuild';
import { build } from 'vite';
import { compressBeside } from './build-plugins';

// Decision 73, run by `npm run build` after `vite build`: dist/landing.html, the landing page drawn
// by the app's own components (src/app/static-landing/render-landing.tsx) into the built page, with a
// script of its own (landing-script.ts) instead of the app's. The server sends it for `/`
// (server http/web-app.ts); every other address still gets dist/index.html, the app.

const WEB = fileURLToPath(new URL('.', import.meta.url));
const DIST = join(WEB, 'dist');
const STATIC_LANDING = join(WEB, 'src/app/static-landing');
// Inside the package: the rendering module's imports (react, react-router…) resolve from there.
const SSR_OUT = join(WEB, 'node_modules/.landing-ssr');

/** The landing page's markup, rendered in this process from a server build of its module. */
const renderBody = async (): Promise<string> => {
  mkdirSync(SSR_OUT, { recursive: true });
  try {
    await build({
      configFile: join(WEB, 'vite.config.ts'),
      logLevel: 'warn',
      build: {
        ssr: join(STATIC_LANDING, 'render-landing.tsx'),
        outDir: SSR_OUT,
        emptyOutDir: true,
        copyPublicDir: false,
      },
    });
    const { renderLanding } = (await import(pathToFileURL(join(SSR_OUT, 'render-landing.js')).href)) as {
      renderLanding: () => Promise<string>;
    };
    return await renderLanding();
  } finally {
    rmSync(SSR_OUT, { recursive: true, force: true });
  }
};

/** The page's script, as a classic script under a name that changes with its content. */
const writeScript = async (): Promise<string> => {
  const { outputFiles } = await bundleScript({
    entryPoints: [join(STATIC_LANDING, 'landing-script.ts')],
    alias: { '@': join(WEB, 'src') },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
  });
  const code = outputFiles[0]?.contents;
  if (!code) throw new Error('script de la page d’accueil vide');
  const name = `assets/landing-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(DIST, name), code);
  compressBeside(join(DIST, name));
  return `/${name}`;
};

const APP_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const TITLE = /<title>(.*?)<\/title>/;

const body = await renderBody();
const script = await writeScript();
const page = readFileSync(join(DIST, 'index.html'), 'utf8');
const app = APP_SCRIPT.exec(page)?.[1];
const title = TITLE.exec(body)?.[1];
if (!app || !title) throw new Error('page d’accueil : script de l’application ou titre introuvable');

const landing = page
  .replace(APP_SCRIPT, '')
  // The app's modules are not fetched for a visitor who may never need them.
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(TITLE, `<title>${title}</title>`)
  .replace(
    '</head>',
    [
      `<meta name="conque-app" content="${app}" />`,
      // While the app checks a stored session, the static « Connexion » and « Inscription » would
      // be the wrong state: hidden until the app's page replaces this one.
      '<style>html[data-stored-session] [data-static-page] [data-signed-out-actions]{visibility:hidden}</style>',
      `<script src="${script}"></script>`,
      '</head>',
    ].join('\n    '),
  )
  .replace(
    '<div id="root"></div>',
    `<div id="root"><div data-static-page>${body.replace(TITLE, '')}</div></div>`,
  );

writeFileSync(join(DIST, 'landing.html'), landing);
compressBeside(join(DIST, 'landing.html'));
console.log(`dist/landing.html (${(landing.length / 1024).toFixed(1)} ko), script ${script}`);
