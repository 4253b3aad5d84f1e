import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as bundleScript } from 'esbuild';
import { build } from 'vite';
import { compressBeside } from './build-plugins';

// Decision 73, run by `npm run build` after `vite build`: the public pages a visit most often starts
// on, drawn by the app's own components (src/app/prerendered/render-public-page.tsx) into the
// built page, so that they show before any script has run.
// - dist/landing.html, for `/`: with a script of its own (landing-script.ts) instead of the app's.
// - dist/login.html and dist/register.html: with a script of their own (form-page-script.ts), which
//   fetches the app at the first interaction; the app takes the page over as it is, with what was
//   typed in it (hydration, main.tsx; decision 111).
// dist/prerendered.json tells the server which address gets which file (http/web-app.ts); every
// other address still gets dist/index.html.

const WEB = fileURLToPath(new URL('.', import.meta.url));
const DIST = join(WEB, 'dist');
const STATIC_LANDING = join(WEB, 'src/app/prerendered');
// Inside the package: the rendering module's imports (react, react-router…) resolve from there.
const SSR_OUT = join(WEB, 'node_modules/.prerender-ssr');

const PAGES = [
  { path: '/', file: 'landing.html', takenOver: false },
  { path: '/login', file: 'login.html', takenOver: true },
  { path: '/register', file: 'register.html', takenOver: true },
];

type RenderModule = { renderPublicPage: (path: string) => Promise<string> };

/** Each page's markup, rendered in this process from a server build of the rendering module. */
const renderBodies = async (): Promise<string[]> => {
  mkdirSync(SSR_OUT, { recursive: true });
  try {
    await build({
      configFile: join(WEB, 'vite.config.ts'),
      logLevel: 'warn',
      build: {
        ssr: join(STATIC_LANDING, 'render-public-page.tsx'),
        outDir: SSR_OUT,
        emptyOutDir: true,
        copyPublicDir: false,
      },
    });
    const module = (await import(pathToFileURL(join(SSR_OUT, 'render-public-page.js')).href)) as RenderModule;
    return await Promise.all(PAGES.map((page) => module.renderPublicPage(page.path)));
  } finally {
    rmSync(SSR_OUT, { recursive: true, force: true });
  }
};

/** A page's own script, as a classic script under a name that changes with its content. */
const writePageScript = async (name: 'landing' | 'form-page'): Promise<string> => {
  const { outputFiles } = await bundleScript({
    entryPoints: [join(STATIC_LANDING, `${name}-script.ts`)],
    alias: { '@': join(WEB, 'src') },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
  });
  const code = outputFiles[0]?.contents;
  if (!code) throw new Error(`script ${name} vide`);
  const file = `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(DIST, file), code);
  compressBeside(join(DIST, file));
  return `/${file}`;
};

const APP_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
const TITLE = /<title>(.*?)<\/title>/;

/** The built page without the app: its entry becomes a hint for the page's own script. */
const withoutApp = (shell: string, pageScript: string) => {
  const app = APP_SCRIPT.exec(shell)?.[1];
  if (!app) throw new Error('script de l’application introuvable dans index.html');
  return shell
    .replace(APP_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace(
      '</head>',
      [
        `<meta name="conque-app" content="${app}" />`,
        // While the app checks a stored session, the static « Connexion » and « Inscription »
        // would be the wrong state: hidden until the app's page replaces this one.
        '<style>html[data-stored-session] [data-static-page] [data-signed-out-actions]{visibility:hidden}</style>',
        `<script src="${pageScript}"></script>`,
        '</head>',
      ].join('\n    '),
    );
};

// The footer's year, as the pages were drawn: the app takes a page over only in that same year
// (main.tsx), and draws it again after a New Year the build has not seen.
const BUILT_YEAR = new Date().getFullYear();

const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
const [bodies, landingScript, formPageScript] = await Promise.all([
  renderBodies(),
  writePageScript('landing'),
  writePageScript('form-page'),
]);
PAGES.forEach((page, index) => {
  const body = bodies[index] ?? '';
  const title = TITLE.exec(body)?.[1];
  if (!title) throw new Error(`${page.path} : titre introuvable`);
  const html = withoutApp(shell, page.takenOver ? formPageScript : landingScript)
    .replace(TITLE, `<title>${title}</title>`)
    .replace(
      '<div id="root"></div>',
      page.takenOver
        ? `<div id="root" data-prerendered data-built-year="${BUILT_YEAR}">${body.replace(TITLE, '')}</div>`
        : `<div id="root"><div data-static-page>${body.replace(TITLE, '')}</div></div>`,
    );
  writeFileSync(join(DIST, page.file), html);
  compressBeside(join(DIST, page.file));
  console.log(`dist/${page.file} (${page.path}, ${(html.length / 1024).toFixed(1)} ko)`);
});
writeFileSync(
  join(DIST, 'prerendered.json'),
  `${JSON.stringify(Object.fromEntries(PAGES.map((page) => [page.path, page.file])), null, 2)}\n`,
);
