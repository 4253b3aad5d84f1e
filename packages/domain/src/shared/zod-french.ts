import { z } from 'zod';

// One French error map for every schema, server and browser alike: a message the domain did not write
// itself (a length, an enum, a date format) must never reach a user in zod's English default.
z.config(z.locales.fr());

export { z };
