import '@conque/domain/shared/zod-french';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { AppProviders } from './providers';
import { AppRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('#root manquant dans index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
