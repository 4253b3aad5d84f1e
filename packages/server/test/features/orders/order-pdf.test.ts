import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/index';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertDeliveryAddress, insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type ErrorJson, insertCompleteDraft, storedFiles } from './orders-test-kit';

// docs/design.md §5.12 and spec 001 §7: generate-order-pdf (the job and the call), and the 60 s signed link.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validatedOrder = async () => {
  const establishment = await insertEstablishment(t.db);
  const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id });
  const me = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
  const draft = await insertCompleteDraft(t.db, {
    establishmentId: establishment.id,
    createdBy: me.user.id,
    address,
  });
  const response = await t.request('/api/update-order', {
    token: me.token,
    body: { orderId: draft.id, updates: { status: 'registered' } },
  });
  expect(response.status).toBe(200);
  return { token: me.token, id: draft.id, establishment };
};

const pdfUrlOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.pdfUrl;

const download = async (token: string, id: string) => {
  const signed = await t.request(`/api/orders/${id}/pdf-url`, { token, method: 'POST' });
  expect(signed.status).toBe(200);
  const { signedUrl } = (await signed.json()) as { signedUrl: string };
  expect(signedUrl).toMatch(/^\/files\/order_pdfs\/.+\.pdf\?expires=\d+&signature=/);
  const file = await t.app.request(signedUrl);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await file.arrayBuffer());
};

describe('the order form PDF', () => {
  it('is made by the job queued at validation, and downloaded through a signed link', async () => {
    const { token, id } = await validatedOrder();
    const before = await t.request(`/api/orders/${id}/pdf-url`, { token, method: 'POST' });
    expect(before.status).toBe(404);
    expect(((await before.json()) as ErrorJson).error.message).toMatch(
      /^Le bon de commande n'est pas encore disponible/,
    );

    const summary = await runRegisteredJobs({
      db: t.db,
      config: t.config,
      storage: t.storage,
      now: () => new Date(),
    });
    expect(summary).toMatchObject({ failed: 0, retried: 0 });
    const pdfUrl = await pdfUrlOf(id);
    expect(pdfUrl).toMatch(new RegExp(`^order_pdfs/${id}/bon-de-commande_\\d{4}-\\d{5}_\\w+\\.pdf$`));
    const pdf = await download(token, id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is made again by generate-order-pdf, which replaces the previous file', async () => {
    const { token, id } = await validatedOrder();
    const first = await t.request('/api/generate-order-pdf', { token, body: { orderId: id } });
    expect(first.status).toBe(200);
    const firstUrl = await pdfUrlOf(id);
    expect(await first.json()).toEqual({ success: true, error: null, pdf_url: firstUrl });
    const second = await t.request('/api/generate-order-pdf', { token, body: { orderId: id } });
    expect(second.status).toBe(200);
    const secondUrl = await pdfUrlOf(id);
    expect(secondUrl).not.toBe(firstUrl);
    const files = storedFiles(t).filter((file) => file.startsWith(`order_pdfs/${id}/`));
    expect(files).toEqual([secondUrl]);
    expect((await download(token, id)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
