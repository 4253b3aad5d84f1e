import { MESSAGES } from '../shared/messages';

// Spec 000 §8: a duplicate SIRET is known by PostgreSQL's unique-violation code.
export const SIRET_DUPLICATE_CODE = '23505' as const;

/** Spec 000 §8: the existing establishment's name in parentheses when it is found, then the advice. */
export const siretDuplicateMessage = (existingName?: string | null): string =>
  existingName
    ? `${MESSAGES.siretDuplicate} (${existingName}). ${MESSAGES.contactManager}`
    : `${MESSAGES.siretDuplicate}. ${MESSAGES.contactManager}`;
