import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentNotifications, jobs, orderComments, orderEvents, orders } from '../../../src/db/schema/index';
import {
  insertEstablishment,
  insertInvoice,
  insertOrder,
  insertUser,
  signedInUser,
} from '../../support/factories';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder, ordersSnapshot, putFile } from '../orders/orders-test-kit';

// A patient's data exported (CSV) or erased on request by the establishment's manager.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorJson = { error: { code: string; message: string } };

/** One STL file and one order PDF in storage for `orderId`, listed on the order. */
const withFiles = async (orderId: string, pdf = true) => {
  const path = await putFile(t, 'stl_files', `${orderId}/oreille_1.stl`, 'solid');
  const files: StlFileEntry[] = [
    { name: 'oreille.stl', path, size: 5, type: 'model/stl', uploadedAt: '2026-01-01T00:00:00.000Z' },
  ];
  const pdfKey = pdf ? await putFile(t, 'order_pdfs', `${orderId}/bon.pdf`, '%PDF') : null;
  await t.db
    .update(orders)
    .set({ stlFiles: files, pdfUrl: pdfKey ? `order_pdfs/${pdfKey}` : null })
    .where(eq(orders.id, orderId));
  return { stl: path, pdf: pdfKey };
};

/** A patient « Léa Rousseau » with four orders in one establishment, and the orders around her. */
const patientScene = async () => {
  const establishment = await insertEstablishment(t.db);
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: establishment.id });
  const values = {
    establishmentId: establishment.id,
    createdBy: colleague.id,
    patientFirstName: 'Léa',
    patientLastName: 'Rousseau',
  };
  const registered = await insertRegisteredOrder(t.db, {
    ...values,
    patientGender: 'female',
    comment: 'Allergie au silicone',
  });
  const draft = await insertOrder(t.db, {
    ...values,
    patientFirstName: ' léa ',
    patientLastName: 'ROUSSEAU',
  });
  const shipped = await insertRegisteredOrder(t.db, { ...values, status: 'shipped', shippedAt: new Date() });
  const invoice = await insertInvoice(t.db, { establishmentId: establishment.id });
  const invoiced = await insertRegisteredOrder(t.db, {
    ...values,
    status: 'shipped',
    shippedAt: new Date(),
    invoiceId: invoice.id,
  });
  const otherPatient = await insertRegisteredOrder(t.db, { ...values, patientFirstName: 'Léo' });
  const elsewhere = await insertEstablishment(t.db);
  const { profile: stranger } = await insertUser(t.db, { role: 'user', establishmentId: elsewhere.id });
  const samePatientElsewhere = await insertRegisteredOrder(t.db, {
    ...values,
    establishmentId: elsewhere.id,
    createdBy: stranger.id,
  });
  const files = {
    registered: await withFiles(registered.id),
    draft: await withFiles(draft.id, false),
    shipped: await withFiles(shipped.id),
    invoiced: await withFiles(invoiced.id),
  };
  const [comment] = await t.db
    .insert(orderComments)
    .values({
      orderId: shipped.id,
      content: 'Léa a perdu son embout',
      createdBy: colleague.id,
      author: { id: colleague.id, email: 'c@exemple.fr', first_name: 'C', last_name: 'D', role: 'user' },
    })
    .returning();
  await t.db.insert(commentNotifications).values({
    orderId: shipped.id,
    commentId: comment?.id ?? '',
    orderNumber: shipped.orderNumber,
    patientName: 'Léa Rousseau',
  });
  return { manager, registered, draft, shipped, invoiced, otherPatient, samePatientElsewhere, files };
};

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('GET /api/orders/:id/patient-data/export', () => {
  it("lists every order of the patient in the establishment, drafts included, and nobody else's", async () => {
    const s = await patientScene();
    const response = await t.request(`/api/orders/${s.shipped.id}/patient-data/export`, {
      token: s.manager.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="patient-Rousseau-Lea-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header?.split(';')).toEqual([
      'Numéro de commande',
      'Statut',
      'Créée le',
      'Validée le',
      'Expédiée le',
      'Prénom',
      'Nom',
      'Genre',
      'Perte auditive',
      'Configuration',
      'Livraison',
      'Fichiers STL',
      'Commentaire',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.split(';')[0]).sort()).toEqual(
      [s.registered.orderNumber, 'Brouillon', s.shipped.orderNumber, s.invoiced.orderNumber].sort(),
    );
    const registered = rows.find((row) => row.startsWith(`${s.registered.orderNumber};`)) ?? '';
    expect(registered).toContain(';Enregistrée;');
    expect(registered).toContain(';Léa;Rousseau;Femme;');
    expect(registered).toContain('Type : Embout classique');
    expect(registered).toContain(';oreille.stl;Allergie au silicone');
  });
});

describe('POST /api/orders/:id/patient-data/erase', () => {
  it('deletes what was neither shipped nor invoiced, anonymizes the rest, and removes every file', async () => {
    const s = await patientScene();
    const response = await t.request(`/api/orders/${s.registered.id}/patient-data/erase`, {
      method: 'POST',
      token: s.manager.token,
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as { deleted: number; anonymized: number; reference: string };
    expect(result).toEqual({
      deleted: 2,
      anonymized: 2,
      reference: expect.stringMatching(/^Patient effacé [0-9A-F]{6}$/),
    });

    expect(await rowOf(s.registered.id)).toBeUndefined();
    expect(await rowOf(s.draft.id)).toBeUndefined();
    for (const key of [s.files.registered.stl, s.files.draft.stl])
      expect(await t.storage.exists('stl_files', key)).toBe(false);
    expect(await t.storage.exists('order_pdfs', s.files.registered.pdf ?? '')).toBe(false);

    for (const kept of [s.shipped, s.invoiced]) {
      const row = await rowOf(kept.id);
      expect(row).toMatchObject({
        patientFirstName: '',
        patientLastName: result.reference,
        patientGender: null,
        patientHearingLoss: 'N/C',
        comment: '',
        stlFiles: [],
        status: 'shipped',
        orderNumber: kept.orderNumber,
        invoiceId: kept.invoiceId,
      });
      expect(row?.impressionsDeletedAt).not.toBeNull();
      expect(row?.details).toEqual(kept.details);
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, kept.id));
      expect(events.map((event) => [event.kind, event.toValue])).toContainEqual([
        'content_changed',
        'Données du patient effacées',
      ]);
    }
    expect(await t.storage.exists('stl_files', s.files.shipped.stl)).toBe(false);
    expect(await t.db.select().from(orderComments).where(eq(orderComments.orderId, s.shipped.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(commentNotifications).where(eq(commentNotifications.orderId, s.shipped.id)),
    ).toEqual([]);
    // The order forms print the name: both are made again.
    const pdfJobs = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'generate-order-pdf'));
    expect(pdfJobs.map((job) => (job.payload as { orderId: string }).orderId)).toEqual(
      expect.arrayContaining([s.shipped.id, s.invoiced.id]),
    );
    // Another patient of the establishment, and the same names elsewhere, are untouched.
    expect((await rowOf(s.otherPatient.id))?.patientFirstName).toBe('Léo');
    expect((await rowOf(s.samePatientElsewhere.id))?.patientLastName).toBe('Rousseau');
  });
});

describe('patient data endpoints, permission matrix (own / other establishment)', () => {
  // Columns of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
  // establishment, user, viewer.
  const OWN = [401, 403, 200, 404, 403, 403];
  const OTHER = [401, 403, 404, 404, 404, 404];
  it.each(
    WHO_WITHOUT_BAD_TOKEN.flatMap((who, column) =>
      (['GET export', 'POST erase'] as const).flatMap((call) => [
        [who, call, 'own', OWN[column]] as const,
        [who, call, 'other', OTHER[column]] as const,
      ]),
    ),
  )('%s, %s, on an order of its %s establishment: %i', async (who: Who, call, whose, status) => {
    const { own, other, token } = await callerScene(t, who);
    const establishmentId = whose === 'own' ? own.id : other.id;
    const { profile } = await insertUser(t.db, { role: 'user', establishmentId });
    const order = await insertRegisteredOrder(t.db, { establishmentId, createdBy: profile.id });
    const before = await ordersSnapshot(t);
    const response =
      call === 'GET export'
        ? await t.request(`/api/orders/${order.id}/patient-data/export`, { token })
        : await t.request(`/api/orders/${order.id}/patient-data/erase`, { method: 'POST', token });
    expect(response.status).toBe(status);
    if ((status ?? 0) >= 400) {
      expect(((await response.json()) as ErrorJson).error.code).toMatch(/unauthorized|forbidden|not_found/);
      expect(await ordersSnapshot(t)).toEqual(before);
    }
  });
});
