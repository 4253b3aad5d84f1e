import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, profiles } from '../../../src/db/schema/index';
import { statementScene, textOf } from './device-statements-test-kit';

// The statement for custom-made devices (decision 144): declared when the order ships, one per ear,
// stored, read back as its reader does (pdftotext), every item of Annex XIII section 1 in it and the
// patient's name nowhere.

let s: Awaited<ReturnType<typeof statementScene>>;
beforeAll(async () => {
  s = await statementScene();
});
afterAll(() => s.t.close());

describe('declared at shipment', () => {
  it('writes one statement per ear with a job each; the jobs store their PDFs', async () => {
    const order = await s.bothEars();
    await s.ship(order.id);
    const declared = await s.statementsOf(order.id);
    expect(declared.map((row) => [row.ear, row.orderNumber, row.fileKey])).toEqual([
      ['left', order.orderNumber, null],
      ['right', order.orderNumber, null],
    ]);
    const [first] = declared;
    // Kept ten years after the device was placed on the market (Annex XIII section 4).
    expect(first?.keepUntil.getUTCFullYear()).toBe((first?.declaredAt.getUTCFullYear() ?? 0) + 10);
    const queued = await s.t.db.select().from(jobs).where(eq(jobs.kind, 'store-device-statement'));
    expect(queued.map((job) => job.payload.statementId).sort()).toEqual(declared.map((row) => row.id).sort());

    await s.runJobs();
    const stored = await s.statementsOf(order.id);
    for (const row of stored) {
      expect(row.fileKey).toMatch(/^declarations\//);
      expect(await s.t.storage.exists('order_pdfs', row.fileKey ?? '')).toBe(true);
    }
  });

  it('prints every item of Annex XIII section 1, the initials and never the patient’s name', async () => {
    const order = await s.bothEars();
    await s.ship(order.id);
    const response = await s.download(order.id, 'droite');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="declaration-${order.orderNumber}-droite.pdf"`,
    );
    const text = await textOf(response);
    for (const expected of [
      'Déclaration relative aux dispositifs sur mesure',
      'Fabricant : Conque Labo (SIRET 90000000000019)',
      'Adresse du fabricant : 12 rue de la Conque, 69003 Lyon',
      'Sites de fabrication : Atelier A, 3 rue Garibaldi, 69003 Lyon ; Atelier B, 8 quai Perrache, 69002 Lyon',
      'Mandataire : Sans objet',
      'Données permettant d’identifier le dispositif en question',
      `Numéro de commande : ${order.orderNumber}`,
      'Oreille : Oreille droite',
      'Matériau : Silicone',
      'Numéro de lot : Non enregistré',
      'destiné à l’usage exclusif d’un patient ou utilisateur déterminé, identifié par l’acronyme J.-P. L. G.',
      'Personne qui a établi la prescription',
      'Sophie Bernard (RPPS 10101234567)',
      'Établissement de santé concerné : Audition Lumière, 1 rue de la Paix, 75002 Paris',
      'Caractéristiques spécifiques du produit indiquées dans la prescription',
      'Tube : Hydrostop',
      'conforme aux exigences générales en matière de sécurité et de performances énoncées à l’annexe I',
      'au moins dix ans',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Jean|Pierre|Goff/);
    expect(text).not.toContain('à l’exception');
  });

  it('prints the lot and the requirements not fully met that a préparateur recorded; after shipment they are fixed (409)', async () => {
    const order = await s.bothEars();
    const fields = {
      lot_number: 'L-2026-118',
      unmet_requirements: 'Exigence 10.4.1 : marquage réduit, embout trop petit.',
    };
    const saved = await s.t.request(`/api/orders/${order.id}/statement-fields`, {
      method: 'PUT',
      token: s.preparator.token,
      body: fields,
    });
    expect(saved.status).toBe(200);
    await s.ship(order.id);
    const text = await textOf(await s.download(order.id, 'gauche'));
    expect(text).toContain('Numéro de lot : L-2026-118');
    expect(text).toContain(
      'à l’exception des exigences suivantes, auxquelles il n’est pas entièrement satisfait',
    );
    expect(text).toContain('Exigence 10.4.1 : marquage réduit, embout trop petit.');

    const late = await s.t.request(`/api/orders/${order.id}/statement-fields`, {
      method: 'PUT',
      token: s.preparator.token,
      body: { lot_number: 'autre', unmet_requirements: '' },
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
      'Les déclarations de conformité de cette commande sont établies : le lot et les exigences ne changent plus.',
    );
    const [row] = await s.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.lotNumber).toBe('L-2026-118');
  });

  it('refuses the lot of a cancelled order (409): no statement will ever be made for it', async () => {
    const order = await s.bothEars();
    await s.t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const refused = await s.t.request(`/api/orders/${order.id}/statement-fields`, {
      method: 'PUT',
      token: s.preparator.token,
      body: { lot_number: 'L-1', unmet_requirements: '' },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Cette commande est annulée : aucune déclaration de conformité ne sera établie.',
    );
    const [row] = await s.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.lotNumber).toBe('');
  });

  it('prints every Latin letter a name may hold, as typed (the fonts are embedded)', async () => {
    const order = await s.bothEars();
    await s.t.db
      .update(orders)
      .set({ prescriberName: 'Łukasz Wójcik-Nguyễn', patientFirstName: 'Łucja', patientLastName: 'Şahin' })
      .where(eq(orders.id, order.id));
    await s.ship(order.id);
    const text = await textOf(await s.download(order.id, 'gauche'));
    expect(text).toContain('Łukasz Wójcik-Nguyễn (RPPS 10101234567)');
    expect(text).toContain('identifié par l’acronyme Ł. Ş.');
  });

  it('says the material was not ordered for a protective tip, whose catalogue has none', async () => {
    const order = await s.bothEars();
    await s.t.db
      .update(orders)
      .set({
        details: {
          type: 'protective',
          domain: 'sleep',
          productType: null,
          left: { color: 'blue', options: [], filters: [] },
        } as unknown as typeof orders.$inferInsert.details,
      })
      .where(eq(orders.id, order.id));
    await s.ship(order.id);
    const text = await textOf(await s.download(order.id, 'gauche'));
    expect(text).toContain('Type : Protection auditive');
    expect(text).toContain('Matériau : Non précisé dans la commande');
  });

  it('names the creator with their profile’s number when the order has no prescriber', async () => {
    await s.t.db
      .update(profiles)
      .set({ prescriberNumber: '691234567' })
      .where(eq(profiles.id, s.manager.user.id));
    const order = await s.bothEars();
    await s.t.db
      .update(orders)
      .set({ prescriberName: '', prescriberNumber: null })
      .where(eq(orders.id, order.id));
    await s.ship(order.id);
    expect(await textOf(await s.download(order.id, 'gauche'))).toContain('Claire Martin (ADELI 691234567)');
  });
});
