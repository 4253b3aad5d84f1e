import { z } from '@conque/domain/shared/zod-french';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles.css';
import { mayHoldStoredSession } from '@/lib/stored-session';
import { AppProviders } from './providers';
import { AppRouter, whenRouterReady } from './router';

// Issue 23 item 2: zod's JIT would first probe `new Function`, which the content security policy
// blocks and reports as a violation even though zod catches it; the browser parses without it.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans index.html');

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// Decision 73. A page drawn at build time stays until the app can draw it in full (its route's
// chunk in). /login and /register (data-prerendered) were drawn as the app draws them for a visitor
// without a session and without a query string: the app takes them over as they are (hydration).
// The landing page, drawn without the app, a page whose query string changes it (an invitation
// code, « session-ended »), a page drawn in another year than this one (its footer's year) and any
// page for a browser that may hold a session are drawn again.
const takeOver =
  root.hasAttribute('data-prerendered') &&
  !window.location.search &&
  root.dataset.builtYear === String(new Date().getFullYear()) &&
  !mayHoldStoredSession();
if (!root.firstElementChild) createRoot(root).render(app);
else if (takeOver) void whenRouterReady().then(() => hydrateRoot(root, app));
else void whenRouterReady().then(() => createRoot(root).render(app));
