import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles.css';
import { appTakesOver } from '@/lib/prerendered-takeover';
import { AppProviders } from './providers';
import { AppRouter, whenRouterReady } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans index.html');

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// Decisions 73 and 111: a page drawn at build time stays until the app can draw it in full (its
// route's chunk in). /login and /register are taken over as they are, with what was typed in them
// (hydration), unless the app would draw them otherwise (lib/prerendered-takeover.ts); the landing
// page, drawn without the app, is drawn again.
if (!root.firstElementChild) createRoot(root).render(app);
else if (appTakesOver(root)) void whenRouterReady().then(() => hydrateRoot(root, app));
else void whenRouterReady().then(() => createRoot(root).render(app));
