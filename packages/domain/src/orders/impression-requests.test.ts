import { describe, expect, it } from 'vitest';
import { earsLabel, earsPhrase, IMPRESSION_MESSAGES, missingEars } from './impression-requests';
import { requestImpressionSchema } from './request-impression-schema';

describe('« Demander une nouvelle empreinte »', () => {
  it.each([
    [['left'], "l'oreille gauche", 'Oreille gauche'],
    [['right', 'left'], "l'oreille gauche et l'oreille droite", 'Oreilles gauche et droite'],
  ] as const)('names the ears %j', (ears, phrase, label) => {
    expect(earsPhrase(ears)).toBe(phrase);
    expect(earsLabel(ears)).toBe(label);
  });

  it('says which ears still lack a file', () => {
    const file = { name: 'g.stl', path: 'o/g.stl', size: 1, type: 'model/stl' as const, uploadedAt: '' };
    expect(missingEars({ ears: ['left', 'right'], files: [{ ...file, ear: 'left' }] })).toEqual(['right']);
    expect(IMPRESSION_MESSAGES.filesMissing(['right'])).toBe(
      "Joignez l'empreinte de l'oreille droite avant de renvoyer la commande au laboratoire.",
    );
  });

  it.each([
    [{ ears: [], reason: 'deformed' }, 'ears', 'Choisissez au moins une oreille.'],
    [{ ears: ['left'] }, 'reason', 'Choisissez un motif.'],
    [{ ears: ['left'], reason: 'other', comment: '  ' }, 'comment', IMPRESSION_MESSAGES.commentRequired],
    [
      { ears: ['left'], reason: 'deformed', comment: 'x'.repeat(1001) },
      'comment',
      IMPRESSION_MESSAGES.commentTooLong,
    ],
  ])('refuses %j on %s', (input, field, message) => {
    const result = requestImpressionSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('orders the ears and defaults the rest', () => {
    expect(requestImpressionSchema.parse({ ears: ['right', 'left'], reason: 'incomplete' })).toEqual({
      ears: ['left', 'right'],
      reason: 'incomplete',
      details: [],
      files: [],
      comment: '',
    });
  });
});
