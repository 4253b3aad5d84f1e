// Decision 142: what « Atelier » keeps on the device between two pages (its offline queue, its lock),
// under one prefix of localStorage, and the shell its service worker caches. Signing out, or a
// session the server ends, forgets all of it (lib/session.tsx): patient data must not stay on a
// tablet the whole lab shares.

/** Every key of this device's Atelier data starts so. */
export const DEVICE_DATA_PREFIX = 'conque-atelier:';
/** The service worker's caches start so (public/atelier-sw.js). */
export const DEVICE_CACHE_PREFIX = 'conque-atelier';

/** Forgets the Atelier's keys and caches; storage a browser refuses (a private mode) holds none. */
export const forgetDeviceData = async () => {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(DEVICE_DATA_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
  if (typeof caches === 'undefined') return;
  try {
    for (const name of await caches.keys())
      if (name.startsWith(DEVICE_CACHE_PREFIX)) await caches.delete(name);
  } catch {
    // A browser without Cache Storage here (an insecure origin) cached nothing.
  }
};
