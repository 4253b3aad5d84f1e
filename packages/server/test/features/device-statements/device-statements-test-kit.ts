import { COMPLETE_CLASSIC_EAR } from '@conque/domain/orders/test-fixtures';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { deviceStatements } from '../../../src/db/schema/index';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { pdfText } from '../../support/pdf-qr-reader';
import { createTestApp, testConfig } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';

// Test-only helpers of the statement for custom-made devices (decision 144): an app whose lab has
// two manufacturing sites, a préparateur, a clinic's manager, an order of both ears whose patient
// has a name the statements must never print, and the calls that ship it and read its statements.

export const statementScene = async () => {
  const t = await createTestApp({
    organisation: {
      ...testConfig().organisation,
      name: 'Conque Labo',
      address: '12 rue de la Conque, 69003 Lyon',
      siret: '90000000000019',
      manufacturingSites: [
        'Atelier A, 3 rue Garibaldi, 69003 Lyon',
        'Atelier B, 8 quai Perrache, 69002 Lyon',
      ],
    },
  });
  const establishmentId = (await insertEstablishment(t.db, { name: 'Audition Lumière' })).id;
  const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
  const manager = await signedInUser(t.db, t.config, {
    role: 'manager',
    establishmentId,
    firstName: 'Claire',
    lastName: 'Martin',
  });

  const runJobs = () =>
    runRegisteredJobs(
      { db: t.db, config: t.config, now: () => new Date(), storage: t.storage },
      { log: () => {} },
    );

  const bothEars = () =>
    insertRegisteredOrder(t.db, {
      establishmentId,
      createdBy: manager.user.id,
      patientFirstName: 'Jean-Pierre',
      patientLastName: 'Le Goff',
      prescriberName: 'Sophie Bernard',
      prescriberNumber: '10101234567',
      details: {
        type: 'classic',
        left: { ...COMPLETE_CLASSIC_EAR },
        right: { ...COMPLETE_CLASSIC_EAR, tube: 'hydrostop' },
      },
      establishmentSnapshot: {
        name: 'Audition Lumière',
        siret: '55203253400646',
        billing_street_address: '1 rue de la Paix',
        billing_postal_code: '75002',
        billing_city: 'Paris',
      },
    });

  /** The préparateur's status dialog: the order leaves the lab (ready for pickup). */
  const ship = async (orderId: string) => {
    const response = await t.request(`/api/orders/${orderId}/status`, {
      token: preparator.token,
      body: { status: 'ready_pickup' },
    });
    expect(response.status).toBe(200);
  };

  const download = (orderId: string, ear: 'gauche' | 'droite') =>
    t.request(`/api/orders/${orderId}/declarations/${ear}`, { token: manager.token });

  const statementsOf = (orderId: string) =>
    t.db
      .select()
      .from(deviceStatements)
      .where(eq(deviceStatements.orderId, orderId))
      .orderBy(deviceStatements.ear);

  return { t, establishmentId, preparator, manager, runJobs, bothEars, ship, download, statementsOf };
};

/** A PDF answer's text as pdftotext reads it, its lines joined (a long line wraps anywhere). */
export const textOf = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return (await pdfText(Buffer.from(await response.arrayBuffer()))).replace(/\s+/g, ' ');
};
