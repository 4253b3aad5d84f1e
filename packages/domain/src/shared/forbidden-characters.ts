// PostgreSQL stores no NUL character in text (SQLSTATE 22021): such input is refused up front, with the
// field named, instead of failing in the database as a 500.
export const NUL_CHARACTER_MESSAGE = 'contient un caractère non autorisé (caractère nul)';

const MAX_DEPTH = 64;

/**
 * The path of the first string (value or key) holding a NUL character in a parsed JSON value, or
 * undefined. Walks at most MAX_DEPTH levels: deeper values are refused by their own schema's limits.
 */
export const findNulCharacter = (
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || path.length >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNulCharacter(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
};
