import { z } from 'zod';

// Decisions 126 and 138: every list of /api/v1 (orders, invoices, credit notes) is read the same way,
// written here once: oldest change first, `updated_since`, `cursor` (the previous page's
// `next_cursor`), `limit`, and the list's own filters; each answer is `{ items, next_cursor }`.

export const API_LIST_LIMIT_DEFAULT = 50;
export const API_LIST_LIMIT_MAX = 100;

/** What the document calls a list's rows: « commandes » « modifiées ». */
export type ApiListNoun = { plural: string; changed: string };

/** One value or several separated by commas, each among `values` (`status=registered,in_progress`). */
export const commaListFilter = (values: readonly string[], unknown: string, description: string) =>
  z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value.split(',').every((part) => values.includes(part)),
      `${unknown} (valeurs possibles : ${values.join(', ')})`,
    )
    .meta({ description });

const walkFields = (noun: ApiListNoun) => ({
  updated_since: z.iso
    .datetime({ offset: true, error: 'Date invalide (ISO 8601 attendu, ex. 2026-01-31T08:00:00Z)' })
    .optional()
    .meta({ description: `Seulement les ${noun.plural} ${noun.changed} à cet instant ou après` }),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Curseur invalide')
    .optional()
    .meta({ description: 'Le `next_cursor` de la page précédente' }),
  limit: z.coerce
    .number({ error: 'Nombre entier attendu' })
    .int('Nombre entier attendu')
    .min(1, 'Au moins 1')
    .max(API_LIST_LIMIT_MAX, `Au plus ${API_LIST_LIMIT_MAX}`)
    .optional()
    .meta({
      description: `Nombre de ${noun.plural} par page (${API_LIST_LIMIT_DEFAULT} par défaut, ${API_LIST_LIMIT_MAX} au plus)`,
    }),
});

/** A list's query: its filters, then `updated_since`, `cursor` and `limit`; nothing else. */
export const apiListQuerySchema = <F extends z.ZodRawShape>(noun: ApiListNoun, filters: F) =>
  z.strictObject(filters).extend(walkFields(noun));

/** A page of a list: its rows in the order of the walk, and where the next page starts. */
export const apiCursorPageSchema = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      items: z.array(item),
      next_cursor: z
        .string()
        .nullable()
        .meta({ description: 'À passer en `cursor` pour la page suivante ; null à la fin' }),
    })
    .meta({ id });
