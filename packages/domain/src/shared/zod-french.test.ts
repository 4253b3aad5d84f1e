import { describe, expect, it } from 'vitest';
import { isZodLocaleMessage, z } from './zod-french';

// The server tells a schema's own words from the locale's by the locale's wording: a zod upgrade that
// changes it must fail here, not turn every wrong type into a raw « Entrée invalide : … ».
describe('isZodLocaleMessage', () => {
  it('knows the French locale’s message for a wrong type, and not a schema’s own', () => {
    const wrongType = z.object({ n: z.number() }).safeParse({ n: 'x' }).error?.issues[0]?.message ?? '';
    expect(isZodLocaleMessage(wrongType)).toBe(true);
    const own = z.object({ n: z.number({ error: 'Nombre entier attendu' }) }).safeParse({ n: 'x' });
    expect(isZodLocaleMessage(own.error?.issues[0]?.message ?? '')).toBe(false);
  });
});
