// Decision 142: the installable app's service worker, scoped to /atelier: it serves the page and its
// built files when the network is down, never the API's answers (public/atelier-sw.js).
export const ATELIER_WORKER = '/atelier-sw.js';

/** Registers the worker, then hands it the built files this page loaded before it was in control. */
export const registerAtelierWorker = () => {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(ATELIER_WORKER, { scope: '/atelier' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      registration.active?.postMessage({ cache: loaded });
    })
    .catch((error: unknown) => {
      console.warn('Atelier : service worker non enregistré', error);
    });
};
