import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previousParisMonth } from '@conque/domain/invoices/invoice-month';
import { meshWarnings } from '@conque/domain/orders/mesh-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LivingDemoSummary, seedLivingDemo } from '../../src/cli/living-demo';
import {
  establishments,
  invoices,
  orderComments,
  orderEvents,
  orders,
  outbox,
} from '../../src/db/schema/index';
import { checkMesh } from '../../src/mesh/check-mesh';
import { createStorage } from '../../src/storage/create-storage';
import { insertEstablishment, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The living demo that plain `seed-demo` adds to the demo accounts.

const dataDir = mkdtempSync(join(tmpdir(), 'conque-demo-'));
let t: TestApp;
let summary: LivingDemoSummary;
beforeAll(async () => {
  t = await createTestApp({ dataDir });
  const demo = await insertEstablishment(t.db, { name: 'Audition Démo' });
  const people = [];
  for (const role of ['manager', 'user', 'viewer'] as const) {
    const { profile } = await insertUser(t.db, {
      role,
      establishmentId: demo.id,
      firstName: role,
      lastName: 'Démo',
    });
    people.push({ id: profile.id, role, establishmentId: demo.id, name: `${role} Démo` });
  }
  const { profile } = await insertUser(t.db, { role: 'preparator', firstName: 'Claire', lastName: 'Dubois' });
  const preparator = {
    id: profile.id,
    role: 'preparator' as const,
    establishmentId: null,
    name: 'Claire Dubois',
  };
  summary = await seedLivingDemo(t.config, t.db, {
    demo: { id: demo.id, people: [...people, preparator] },
    preparator,
    passwordHash: 'x',
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);

describe('the living demo', () => {
  it('has three establishments and sixty orders of the three types in every status', async () => {
    expect(await t.db.select().from(establishments)).toHaveLength(3);
    const rows = await t.db.select().from(orders);
    expect(rows).toHaveLength(summary.orders);
    // Sixty orders, and five remakes of shipped ones with every reason.
    expect(rows.filter((row) => row.remakeReason === null)).toHaveLength(60);
    expect(new Set(rows.map((row) => row.remakeReason).filter(Boolean))).toEqual(
      new Set(['discomfort', 'poor_fit', 'breakage', 'loss', 'other']),
    );
    expect(rows.filter((row) => row.remakeFree)).toHaveLength(2);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set([
        'draft',
        'registered',
        'in_progress',
        'awaiting_impression',
        'shipped',
        'ready_pickup',
        'cancelled',
      ]),
    );
    // The damaged scan's order: the lab has asked for a new impression.
    expect(rows.find((row) => row.comment.includes('volontairement incomplet'))?.status).toBe(
      'awaiting_impression',
    );
    expect(new Set(rows.map((row) => row.details?.type))).toEqual(
      new Set(['classic', 'remote', 'protective']),
    );
    expect(new Set(rows.map((row) => row.establishmentId)).size).toBe(3);
    // Spread over the last three months.
    const ages = rows.map((row) => (Date.now() - row.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(80);
    expect(Math.min(...ages)).toBeLessThan(2);
    expect(summary.orders).toBe(65);
  });

  it('has impressions in storage, tracking links, grouped shipments and every validated order form', async () => {
    const rows = await t.db.select().from(orders);
    const withFiles = rows.filter((row) => row.stlFiles.length > 0);
    expect(withFiles.length).toBe(summary.impressions);
    expect(withFiles.length).toBeGreaterThanOrEqual(20);
    const storage = await createStorage(t.config, () => new Date());
    for (const row of withFiles.slice(0, 5))
      expect(await storage.exists('stl_files', row.stlFiles[0]?.path ?? '')).toBe(true);
    expect(
      rows.filter((row) => row.status === 'shipped').every((row) => row.trackingUrl?.startsWith('https://')),
    ).toBe(true);
    expect(rows.filter((row) => row.sharedShippingGroup !== null).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.status !== 'draft').every((row) => row.pdfUrl !== null)).toBe(true);
  });

  // The product's own scan check on every stored impression, read back from storage.
  it('has clean scans but the one damaged on purpose, whose comment says so', async () => {
    const storage = await createStorage(t.config, () => new Date());
    const warned: { comment: string; warnings: string[] }[] = [];
    for (const row of await t.db.select().from(orders))
      for (const file of row.stlFiles) {
        const { stream, size } = await storage.get('stl_files', file.path);
        const check = await checkMesh(stream, size);
        expect(file.check).toEqual(check);
        if (meshWarnings(check).length > 0)
          warned.push({ comment: row.comment, warnings: meshWarnings(check) });
      }
    expect(warned).toEqual([
      {
        comment: expect.stringContaining('ce scan est volontairement incomplet'),
        warnings: ["Le scan n'est pas fermé (24 arêtes ouvertes) : vérifiez qu'il est complet."],
      },
    ]);
  });

  it('has comments both ways, a history on every order, and no mail left to send', async () => {
    const comments = await t.db.select().from(orderComments);
    expect(new Set(comments.map((comment) => comment.author.role))).toEqual(
      new Set([
        'preparator',
        ...comments.filter((c) => c.author.role !== 'preparator').map((c) => c.author.role),
      ]),
    );
    expect(comments.some((comment) => comment.author.role === 'preparator')).toBe(true);
    expect(comments.some((comment) => comment.author.role !== 'preparator')).toBe(true);
    expect(
      await count(
        sql`select count(*)::int as n from ${orders} o where not exists (select 1 from ${orderEvents} e where e.order_id = o.id)`,
      ),
    ).toBe(0);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it("has last month's invoices with their PDFs, some paid", async () => {
    const issued = await t.db.select().from(invoices);
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.every((invoice) => invoice.month === previousParisMonth(new Date()))).toBe(true);
    expect(issued.every((invoice) => invoice.pdfUrl !== null)).toBe(true);
    expect(issued.some((invoice) => invoice.paidStatus === 'paid')).toBe(true);
    expect(summary.paid).toBe(issued.filter((invoice) => invoice.paidStatus === 'paid').length);
  });
});
