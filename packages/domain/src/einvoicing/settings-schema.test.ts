import { describe, expect, it } from 'vitest';
import { isAcceptedPaUrl } from './settings-schema';

describe('isAcceptedPaUrl (decision 140)', () => {
  it.each([
    ['https://api.flow.pa.exemple.fr/flow-service', true],
    ['https://pa.exemple.fr:8443', true],
    ['http://127.0.0.1:4010', true],
    ['http://localhost:4010/flow-service', true],
    ['http://[::1]:4010', true],
    ['http://pa.exemple.fr', false],
    ['http://10.0.0.5', false],
    ['ftp://pa.exemple.fr', false],
    ['https://jean:secret@pa.exemple.fr', false],
    ['https://pa.exemple.fr/?x=1', false],
    ['https://pa.exemple.fr/#x', false],
    ['https://', false],
    ['pa.exemple.fr', false],
  ])('%s → %s', (url, accepted) => {
    expect(isAcceptedPaUrl(url)).toBe(accepted);
  });
});
