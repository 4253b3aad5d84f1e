import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './forbidden-characters';

describe('findNulCharacter', () => {
  it.each([
    ['a clean object', { email: 'a@b.fr', n: 1, tags: ['x'] }, undefined],
    ['a string value', { email: 'a\u0000@b.fr' }, ['email']],
    ['a nested value', { details: { left: { comment: 'ok\u0000' } } }, ['details', 'left', 'comment']],
    ['an array item', { files: ['a', 'b\u0000'] }, ['files', 1]],
    ['a key', { 'a\u0000': 1 }, ['a\u0000']],
    ['a bare string', 'x\u0000', []],
    ['null and numbers', { a: null, b: 2 }, undefined],
  ])('%s', (_name, value, expected) => {
    expect(findNulCharacter(value)).toEqual(expected);
  });
});
