import { describe, expect, it } from 'vitest';
import { EINVOICING_FIELD_LABELS } from '../einvoicing/settings-schema';
import { EMAIL_KIND_LABELS } from '../email-preferences/email-kinds';
import { INVOICE_FIELD_LABELS } from '../invoices/field-labels';
import { ORDER_FIELD_LABELS } from '../orders/field-labels';
import { PLANNING_FIELD_LABELS } from '../planning/field-labels';
import { PRICE_LIST_FIELD_LABELS } from '../pricing/price-list-versions';
import { SHARED_FIELD_LABELS } from '../shared/field-names';
import { FIELD_LABELS, fieldLabel } from './field-labels';

describe('FIELD_LABELS', () => {
  it('gives every area’s field the name its area gives it: no two areas disagree on one', () => {
    const areas = {
      SHARED_FIELD_LABELS,
      EMAIL_KIND_LABELS,
      ORDER_FIELD_LABELS,
      INVOICE_FIELD_LABELS,
      PRICE_LIST_FIELD_LABELS,
      PLANNING_FIELD_LABELS,
      EINVOICING_FIELD_LABELS,
    };
    const overridden = Object.entries(areas).flatMap(([area, labels]) =>
      Object.entries(labels)
        .filter(([key, label]) => FIELD_LABELS[key] !== label)
        .map(([key, label]) => `${area}.${key}: ${label} ≠ ${FIELD_LABELS[key]}`),
    );
    expect(overridden).toEqual([]);
  });

  it('cannot be patched at run time', () => {
    expect(Object.isFrozen(FIELD_LABELS)).toBe(true);
  });

  it.each([
    [['patient_first_name'], 'Prénom du patient'],
    [['details', 'left', 'ventDimension'], "Dimension de l'évent"],
    [['closures', 0, 'first_day'], 'Premier jour de fermeture'],
    [['unknown_field'], 'unknown_field'],
    [[0], 'corps de la requête'],
  ])('names the field of the path %j « %s »', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});
