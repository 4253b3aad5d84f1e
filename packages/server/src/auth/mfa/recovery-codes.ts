import { randomInt } from 'node:crypto';
import { hashToken } from '../../kernel/secrets';

// Ten single-use recovery codes, shown once, stored hashed. Their form is the one
// auth-js documents for GoTrue's recovery codes: 16 characters, lower case, read without separators,
// letter case or spaces; shown in groups of four. 16 characters of a 31-symbol alphabet are 79 bits,
// so a SHA-256 hash is enough (docs/design.md §4), as for the other random tokens.

export const RECOVERY_CODE_COUNT = 10;
// Letters and digits without those a person confuses (i, l, o, 0, 1): 31 symbols.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 16;

const newCode = () => Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** What a person typed, in the canonical form, or undefined if it cannot be a recovery code. */
export const canonicalRecoveryCode = (typed: string): string | undefined => {
  const code = typed.replace(/[\s-]/g, '').toLowerCase();
  return code.length === LENGTH && [...code].every((letter) => ALPHABET.includes(letter)) ? code : undefined;
};

export const hashRecoveryCode = (code: string): string => hashToken(`recovery-code:${code}`);

/** For display: `abcd-efgh-jkmn-pqrs`. */
export const formatRecoveryCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;
