import '@conque/domain/shared/zod-french';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { AppProviders } from './providers';
import { AppRouter, whenRouterReady } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans index.html');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );

// A page drawn at build time (decision 73) stays until the app can draw it in full.
if (root.querySelector('[data-static-page]')) void whenRouterReady().then(render);
else render();
