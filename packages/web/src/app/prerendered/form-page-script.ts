import { type ActionBeforeApp, appTakesOver, beforeTakeover } from '@/lib/prerendered-takeover';

// Decision 111: the script of /login and /register as drawn at build time, a few
// hundred bytes run in the page's head. The page's fields are usable at once; the app's script, whose
// evaluation cost these pages 0.9 s of a phone's main thread, is fetched at the first interaction
// (a focus, a press, a key) and takes the page over with what was typed (main.tsx). A button pressed
// or a form sent before the app is there is held, and done again by the app once it has taken over. A page that the app would
// draw again rather than take over (lib/prerendered-takeover.ts) gets the app at once, inert until
// then, so that nothing is typed into it.

const appEntry = document.querySelector<HTMLMetaElement>('meta[name="conque-app"]')?.content;
const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;

let requested = false;
const loadApp = () => {
  if (requested || !appEntry) return;
  requested = true;
  for (const type of INTERACTIONS) document.removeEventListener(type, loadApp, true);
  const app = document.createElement('script');
  app.type = 'module';
  app.src = appEntry;
  document.head.append(app);
};

for (const type of INTERACTIONS) document.addEventListener(type, loadApp, { capture: true, passive: true });

const actions: ActionBeforeApp[] = [];
window.conqueActionsBeforeApp = actions;
// Once the app is in, it handles its buttons and forms itself.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button?.type !== 'button' || !beforeTakeover()) return;
  actions.push({ kind: 'click', target: button });
  loadApp();
});
document.addEventListener('submit', (event) => {
  if (!(event.target instanceof HTMLFormElement) || !beforeTakeover()) return;
  event.preventDefault();
  actions.push({ kind: 'submit', target: event.target });
  loadApp();
});

document.addEventListener('DOMContentLoaded', () => {
  const root = document.getElementById('root');
  if (!root || appTakesOver(root)) return;
  root.inert = true;
  loadApp();
});
