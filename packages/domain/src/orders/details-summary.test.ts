import { describe, expect, it } from 'vitest';
import { earSummary, generalOptionsSummary, tipTypeSummary } from './details-summary';
import { COMPLETE_CLASSIC_EAR, classic, protective, remote } from './test-fixtures';

describe('summary lines (spec 001 §2 step 4, order PDF)', () => {
  it('a classic ear, with the vent dimension and the extras', () => {
    const details = classic({
      left: {
        ...COMPLETE_CLASSIC_EAR,
        cord: undefined,
        ventDimension: 1.3,
        additionalOptions: { colorMarks: true, extractionString: true },
        specialMarking: 'JD',
      },
    });
    expect(earSummary(details, 'left')).toEqual([
      { title: 'Forme', value: 'Squelette' },
      { title: 'Matériau', value: 'Silicone' },
      { title: 'Couleur', value: 'Incolore translucide' },
      { title: 'Tube', value: 'Standard' },
      { title: 'Options', value: 'Sans option' },
      { title: 'Évent', value: 'Parallèle (1,3 mm)' },
      { title: 'Finition', value: 'Vernis' },
      { title: 'Cordon', value: 'Sans cordon' },
      { title: 'Options supplémentaires', value: "Repères de couleur, Fil d'extraction" },
      { title: 'Marquage spécial', value: 'JD' },
    ]);
    expect(earSummary(details, 'right')).toBeNull();
  });

  it('a remote order: brand and receiver labels', () => {
    const details = remote({ brand: 'gn-hearing', right: { speaker: 'gn-hearing-m-rie', vent: 'none' } });
    expect(tipTypeSummary(details)).toEqual([
      { title: 'Type', value: 'Embout pour écouteur déporté' },
      { title: 'Marque', value: 'GN Hearing (ReSound)' },
    ]);
    const lines = earSummary(details, 'right') ?? [];
    expect(lines).toContainEqual({ title: 'Écouteur', value: 'M&RIE' });
    expect(lines).toContainEqual({ title: 'Évent', value: 'Aucun' });
    expect(lines).toContainEqual({ title: 'Forme', value: '—' });
    expect(lines).toContainEqual({ title: 'Options supplémentaires', value: 'Aucune' });
  });

  it('a protective order: domain, product type, per-ear lists', () => {
    const details = protective(
      'water',
      { color: 'blue', options: ['with-cord'] },
      { productType: 'water-case' },
    );
    expect(tipTypeSummary(details)).toEqual([
      { title: 'Type', value: 'Protection auditive' },
      { title: 'Domaine', value: 'Eau' },
    ]);
    expect(generalOptionsSummary(details)).toEqual([{ title: 'Type de produit', value: 'Avec étui' }]);
    expect(earSummary(details, 'left')).toEqual([
      { title: 'Couleur', value: 'Bleu' },
      { title: 'Cordon', value: 'Avec cordon' },
    ]);
    expect(generalOptionsSummary(classic())).toEqual([]);
  });
});
