import type { Actor } from '@conque/domain/permissions/can';

export type ApiListScope = { kind: 'every' } | { kind: 'one'; establishmentId: string } | { kind: 'none' };

/**
 * SCOPE RULE of /api/v1's invoice and credit-note lists, in this one place: whose rows a key's
 * creator lists (a préparateur every establishment's, anyone else its own, none without one), as
 * list-invoices.ts and list-credit-notes.ts decide for the screens.
 */
export const apiListScope = (actor: Actor): ApiListScope => {
  if (actor.role === 'preparator') return { kind: 'every' };
  return actor.establishmentId === null
    ? { kind: 'none' }
    : { kind: 'one', establishmentId: actor.establishmentId };
};
