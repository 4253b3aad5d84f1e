import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: the code is read from an e-mail and may be typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 12 random characters in three groups (about 59 bits): guessing is bounded by verify-invitation's rate limits. */
export const newInvitationCode = (): string =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');

/** docs/design.md §4: codes expire; two weeks leaves a new colleague time to get to it (decision 22). */
export const INVITATION_VALIDITY_DAYS = 14;
