import type { Actor } from './can';

/**
 * Whose rows a list shows: a préparateur every establishment's, anyone else their own establishment's,
 * and nobody without one (a manager before the establishment setup sees an empty list, never every
 * row). The orders, invoices and credit notes lists, their CSV exports and /api/v1's orders all read
 * this one answer; `can()` says whether the actor may list at all.
 */
export type ListScope = { kind: 'every' } | { kind: 'own'; establishmentId: string } | { kind: 'none' };

export const listScope = (actor: Pick<Actor, 'role' | 'establishmentId'>): ListScope => {
  if (actor.role === 'preparator') return { kind: 'every' };
  if (actor.establishmentId === null) return { kind: 'none' };
  return { kind: 'own', establishmentId: actor.establishmentId };
};
