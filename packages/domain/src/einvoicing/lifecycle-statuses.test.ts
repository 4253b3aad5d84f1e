import { describe, expect, it } from 'vitest';
import {
  ALERT_STATUS_CODES,
  LIFECYCLE_STATUS_CODES,
  LIFECYCLE_STATUSES,
  lifecycleStatusFilter,
  lifecycleStatusLabel,
} from './lifecycle-statuses';

// Decision 147's table: the codes 200 to 213 of XP Z12-012, their French names, which alert.

describe('lifecycle statuses', () => {
  it('names every code from 200 to 213, and only those', () => {
    expect(LIFECYCLE_STATUS_CODES).toEqual(Array.from({ length: 14 }, (_, i) => 200 + i));
    expect(LIFECYCLE_STATUS_CODES.map(lifecycleStatusLabel)).toEqual([
      'Déposée',
      'Émise par la plateforme',
      'Reçue par la plateforme',
      'Mise à disposition',
      'Prise en charge',
      'Approuvée',
      'Approuvée partiellement',
      'En litige',
      'Suspendue',
      'Complétée',
      'Refusée',
      'Paiement transmis',
      'Encaissée',
      'Rejetée',
    ]);
    expect(lifecycleStatusLabel(501)).toBe('Statut 501');
  });

  it('alerts on « En litige », « Refusée » and « Rejetée » only', () => {
    expect(ALERT_STATUS_CODES).toEqual([207, 210, 213]);
    expect(LIFECYCLE_STATUSES[211].alert).toBe(false);
  });

  it('reads the list’s filter from the address, in French when it is wrong', () => {
    expect(lifecycleStatusFilter.parse('207')).toBe(207);
    expect(lifecycleStatusFilter.parse(undefined)).toBeUndefined();
    const wrong = lifecycleStatusFilter.safeParse('199');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('Statut de cycle de vie inconnu');
    expect(lifecycleStatusFilter.safeParse('abc').error?.issues[0]?.message).toBe(
      'Statut de cycle de vie inconnu',
    );
  });
});
