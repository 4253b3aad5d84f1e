import { z } from 'zod/v4';

// One French error map for every schema, server and browser alike: a message the domain did not write
// itself (a length, an enum, a date format) must never reach a user in zod's English default.
// In a browser, zod's JIT would first probe `new Function`, which the content security policy blocks
// and reports as a violation even though zod catches it: the browser parses
// without it. Set here, where every schema gets zod, so that the app's entry need not load zod.
z.config({ ...z.locales.fr(), ...(!('document' in globalThis) ? {} : { jitless: true }) });

export { z };

/** Whether a message is the French locale's own (« Entrée invalide : … »), not one a schema wrote. */
export const isZodLocaleMessage = (message: string): boolean => message.startsWith('Entrée invalide');
