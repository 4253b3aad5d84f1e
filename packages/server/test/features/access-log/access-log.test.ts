import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, patientDataReads } from '../../../src/db/schema/index';
import { prunePatientDataReads } from '../../../src/features/access-log/prune-patient-data-reads';
import { insertEstablishment, insertUser, signedInUser } from '../../support/factories';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder, putFile } from '../orders/orders-test-kit';

// Each read of an order's patient data (detail, PDF, STL download) by whom and
// when, kept 3 years, visible to the establishment's manager on the order and exportable.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorJson = { error: { code: string; message: string } };
type Page = {
  items: {
    actor_name: string;
    actor_role: string;
    kind: string;
    file_name: string | null;
    address: string | null;
  }[];
  total: number;
};

/** An order of a fresh establishment with its PDF and one STL file, and its manager, user and viewer. */
const scene = async () => {
  const establishment = await insertEstablishment(t.db);
  const as = async (role: 'manager' | 'user' | 'viewer', firstName: string) =>
    signedInUser(t.db, t.config, { role, establishmentId: establishment.id, firstName, lastName: 'Test' });
  const manager = await as('manager', 'Maud');
  const user = await as('user', 'Ugo');
  const viewer = await as('viewer', 'Vera');
  const order = await insertRegisteredOrder(t.db, {
    establishmentId: establishment.id,
    createdBy: user.profile.id,
  });
  const pdf = await putFile(t, 'order_pdfs', `${order.id}/bon.pdf`, '%PDF');
  const stl = await putFile(t, 'stl_files', `${order.id}/gauche_1.stl`, 'solid');
  await t.db
    .update(orders)
    .set({
      pdfUrl: `order_pdfs/${pdf}`,
      stlFiles: [
        { name: 'gauche.stl', path: stl, size: 5, type: 'model/stl', uploadedAt: new Date().toISOString() },
      ],
    })
    .where(eq(orders.id, order.id));
  return { establishment, manager, user, viewer, order, stl };
};

describe('the access log of a patient data', () => {
  it('records the detail, the PDF and each STL download, newest first, with names, roles and addresses', async () => {
    const { manager, user, viewer, order, stl } = await scene();
    const from = (address: string) => ({ 'x-test-client-ip': address });
    expect(
      (await t.request(`/api/orders/${order.id}`, { token: user.token, headers: from('192.0.2.10') })).status,
    ).toBe(200);
    expect(
      (
        await t.request(`/api/orders/${order.id}/pdf-url`, {
          method: 'POST',
          token: viewer.token,
          headers: from('192.0.2.11'),
        })
      ).status,
    ).toBe(200);
    const signed = await t.request(`/api/orders/${order.id}/stl-files/signed-url`, {
      method: 'POST',
      token: manager.token,
      body: { path: stl },
      headers: from('192.0.2.12'),
    });
    expect(signed.status).toBe(200);
    // A préparateur's reads, downloads included, are in the same log.
    const lab = await signedInUser(t.db, t.config, {
      role: 'preparator',
      firstName: 'Paul',
      lastName: 'Labo',
    });
    const labRead = await t.request(`/api/orders/${order.id}/stl-files/signed-url`, {
      method: 'POST',
      token: lab.token,
      body: { path: stl },
      headers: from('198.51.100.4'),
    });
    expect(labRead.status).toBe(200);

    const response = await t.request(`/api/orders/${order.id}/access-log`, { token: manager.token });
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page;
    expect(page.total).toBe(4);
    expect(
      page.items.map(({ actor_name, actor_role, kind, file_name, address }) => [
        actor_name,
        actor_role,
        kind,
        file_name,
        address,
      ]),
    ).toEqual([
      ['Paul Labo', 'preparator', 'stl', 'gauche.stl', '198.51.100.4'],
      ['Maud Test', 'manager', 'stl', 'gauche.stl', '192.0.2.12'],
      ['Vera Test', 'viewer', 'pdf', null, '192.0.2.11'],
      ['Ugo Test', 'user', 'detail', null, '192.0.2.10'],
    ]);
    // Reading the log is not a read of the patient's data.
    expect(
      (
        (await (
          await t.request(`/api/orders/${order.id}/access-log`, { token: manager.token })
        ).json()) as Page
      ).total,
    ).toBe(4);
  });

  it('records nothing for a refused read', async () => {
    const { order, manager } = await scene();
    const stranger = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: (await insertEstablishment(t.db)).id,
    });
    expect((await t.request(`/api/orders/${order.id}`, { token: stranger.token })).status).toBe(404);
    const page = (await (
      await t.request(`/api/orders/${order.id}/access-log`, { token: manager.token })
    ).json()) as Page;
    expect(page.total).toBe(0);
  });

  it('exports the whole log as a CSV file for Excel in French', async () => {
    const { manager, user, order } = await scene();
    await t.request(`/api/orders/${order.id}`, {
      token: user.token,
      headers: { 'x-test-client-ip': '192.0.2.20' },
    });
    const response = await t.request(`/api/orders/${order.id}/access-log/export`, { token: manager.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="acces-${order.orderNumber}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const [header, row, ...rest] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Date;Personne;Rôle;Consultation;Adresse');
    expect(row).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Ugo Test;Utilisateur;Fiche de la commande;192\.0\.2\.20$/,
    );
    expect(rest).toEqual(['']);
  });

  it('keeps reads 3 years', async () => {
    const { order, user } = await scene();
    const now = new Date('2030-06-15T03:00:00Z');
    await t.db.insert(patientDataReads).values([
      {
        orderId: order.id,
        actorName: 'Ancien',
        actorRole: 'user',
        kind: 'detail',
        createdAt: new Date('2027-06-14T00:00:00Z'),
      },
      {
        orderId: order.id,
        actorName: 'Récent',
        actorRole: 'user',
        kind: 'detail',
        createdAt: new Date('2027-06-16T00:00:00Z'),
      },
    ]);
    expect(await prunePatientDataReads(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(patientDataReads).where(eq(patientDataReads.orderId, order.id));
    expect(left.map((read) => read.actorName)).toEqual(['Récent']);
    expect(user.profile.id).toBeTruthy();
  });
});

describe('GET /api/orders/:id/access-log and its export, permission matrix', () => {
  // Columns of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
  // establishment, user, viewer. A preparator sees the order but not who read it.
  const OWN = [401, 403, 200, 404, 403, 403];
  const OTHER = [401, 403, 404, 404, 404, 404];
  it.each(
    WHO_WITHOUT_BAD_TOKEN.flatMap((who, column) =>
      ['access-log', 'access-log/export'].flatMap((path) => [
        [who, path, 'own', OWN[column]] as const,
        [who, path, 'other', OTHER[column]] as const,
      ]),
    ),
  )('%s GET …/%s of an order of its %s establishment: %i', async (who: Who, path, whose, status) => {
    const { own, other, token } = await callerScene(t, who);
    const establishmentId = whose === 'own' ? own.id : other.id;
    const { profile } = await insertUser(t.db, { role: 'user', establishmentId });
    const order = await insertRegisteredOrder(t.db, { establishmentId, createdBy: profile.id });
    const response = await t.request(`/api/orders/${order.id}/${path}`, { token });
    expect(response.status).toBe(status);
    if ((status ?? 0) >= 400)
      expect(((await response.json()) as ErrorJson).error.code).toMatch(/unauthorized|forbidden|not_found/);
  });
});
