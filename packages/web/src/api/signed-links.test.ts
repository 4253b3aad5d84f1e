import { describe, expect, it } from 'vitest';
import { signedLinkErrorMessage } from '@/lib/open-signed-link';
import { hasOrderPdfPath } from './signed-links';

describe('order PDF link (spec 001 §7, §8)', () => {
  it.each([
    ['order_pdfs/4f1c/bon-de-commande_2026-00001.pdf', true],
    ['/files/order_pdfs/4f1c/bon.pdf', true],
    ['https://stockage.exemple.fr/order_pdfs/4f1c/bon.pdf', true],
    ['invoice_pdfs/4f1c/facture.pdf', false],
    ['order_pdfs/', false],
    ['my_order_pdfs/x.pdf', false],
  ])('%s has the order_pdfs segment: %s', (url, expected) => {
    expect(hasOrderPdfPath(url)).toBe(expected);
  });

  it("the toast says the error's message, or 'Erreur lors du téléchargement'", () => {
    expect(signedLinkErrorMessage(new Error('Commande introuvable.'))).toBe('Commande introuvable.');
    expect(signedLinkErrorMessage(new Error(''))).toBe('Erreur lors du téléchargement');
    expect(signedLinkErrorMessage('boom')).toBe('Erreur lors du téléchargement');
  });
});
