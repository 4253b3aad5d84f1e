import { describe, expect, it } from 'vitest';
import { registerDefaultsFromSearch } from './register-defaults';

const defaults = (query: string) => registerDefaultsFromSearch(new URLSearchParams(query));

describe('registerDefaultsFromSearch', () => {
  it.each([
    ['', { email: '', invitationCode: '', invitationMode: false }],
    [
      'email=a%40b.fr&code=XY12&invitation=true',
      { email: 'a@b.fr', invitationCode: 'XY12', invitationMode: true },
    ],
    ['invitation=true', { email: '', invitationCode: '', invitationMode: true }],
    ['email=a%40b.fr', { email: 'a@b.fr', invitationCode: '', invitationMode: false }],
    ['code=%20XY12%20', { email: '', invitationCode: 'XY12', invitationMode: true }],
    ['invitation=false', { email: '', invitationCode: '', invitationMode: false }],
  ])('?%s', (query, expected) => {
    expect(defaults(query)).toEqual({ ...expected, password: '' });
  });
});
