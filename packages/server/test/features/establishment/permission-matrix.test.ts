import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEstablishment, uniqueSiret } from '../../support/factories';
import { callerFor, errorBodies, expectMatrixCell, matrixRows } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { addressSnapshot } from '../delivery-addresses/delivery-addresses-test-kit';

// docs/design.md §4 "edit establishment": its manager only. The establishment is always the caller's own
// (no id is sent), so "another establishment" is out of reach by construction; each scene has one,
// and the snapshot shows that no refused call touched either.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// One endpoint, so one row: the statuses of each caller, in the order of WHO.
const MATRIX = { 'PATCH /api/establishment': [401, 401, 403, 200, 400, 403, 403] };
const ERRORS = errorBodies();

describe('PATCH /api/establishment permission matrix', () => {
  it.each(matrixRows(MATRIX))('as $who → $status', async ({ who, status }) => {
    const own = await insertEstablishment(t.db);
    await insertEstablishment(t.db);
    const { token } = await callerFor(t, who, own.id);
    const body = {
      name: 'Audition Matrice',
      siret: uniqueSiret(),
      billing_street_address: '1 quai Saint-Antoine',
      billing_postal_code: '69002',
      billing_city: 'Lyon',
    };
    await expectMatrixCell({
      send: () => t.request('/api/establishment', { method: 'PATCH', body, token }),
      status,
      errors: ERRORS,
      snapshot: () => addressSnapshot(t.db),
      check: (json) => expect(json).toEqual({ id: own.id, ...body, mfa_required: false }),
    });
  });
});
