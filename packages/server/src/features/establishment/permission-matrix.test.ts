import type { Role } from '@conque/domain/permissions/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEstablishment, signedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { uniqueSiret } from '../accounts/accounts-test-kit';
import { addressSnapshot } from '../delivery-addresses/delivery-addresses-test-kit';

// DESIGN §4 "edit establishment": its manager only. The establishment is always the caller's own
// (no id is sent), so "another establishment" is out of reach by construction; each scene has one,
// and the snapshot shows that no refused call touched either.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WHO = [
  'anonymous',
  'bad token',
  'preparator',
  'manager',
  'manager without establishment',
  'user',
  'viewer',
] as const;
const STATUS = [401, 401, 403, 200, 400, 403, 403];
const EXPECTED_ERROR: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'Aucun établissement associé' },
  401: { code: 'unauthorized', message: 'Vous devez être connecté.' },
  403: { code: 'forbidden', message: "Vous n'avez pas les droits nécessaires pour cette action." },
};

describe('PATCH /api/establishment permission matrix', () => {
  it.each(WHO.map((who, column) => ({ who, status: STATUS[column] as number })))(
    'as $who → $status',
    async ({ who, status }) => {
      const own = await insertEstablishment(t.db);
      await insertEstablishment(t.db);
      const role: Role =
        who === 'anonymous' || who === 'bad token' || who === 'manager without establishment'
          ? 'manager'
          : who;
      const withEstablishment = role !== 'preparator' && who !== 'manager without establishment';
      const { token } = await signedInUser(t.db, t.config, {
        role,
        establishmentId: withEstablishment ? own.id : null,
      });
      const sent = who === 'anonymous' ? undefined : who === 'bad token' ? 'not-a-token' : token;
      const body = {
        name: 'Audition Matrice',
        siret: uniqueSiret(),
        billing_street_address: '1 quai Saint-Antoine',
        billing_postal_code: '69002',
        billing_city: 'Lyon',
      };
      const before = await addressSnapshot(t.db);
      const response = await t.request('/api/establishment', { method: 'PATCH', body, token: sent });
      expect(response.status).toBe(status);
      const json = await response.json();
      if (status === 200) {
        expect(json).toEqual({ id: own.id, ...body });
        return;
      }
      expect(json).toEqual({ error: EXPECTED_ERROR[status] });
      expect(await addressSnapshot(t.db)).toEqual(before);
    },
  );
});
