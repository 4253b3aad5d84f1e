import { DEMO, signInAs } from '../../fixtures/accounts';
import { commentAs } from '../../fixtures/comments';
import { expectLiveStream } from '../../fixtures/live';
import { changeStatusThroughApi } from '../../fixtures/operations';
import { uniqueName } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder, getJson } from '../../fixtures/orders';
import { expect, test } from '../../fixtures/test';

// Two people side by side, no reload. What one side does reaches the other's
// open screen within 3 s: a clinic's new order on the lab's dashboard (marked « Nouvelle », with a
// toast), the lab's status change and comment on the clinic's order page, a credit note and then
// its PDF on the manager's invoices page (no polling while the stream is live).

const LIVE_MS = 3_000;

test('[LIVE] a validated order appears on the open preparator dashboard, marked new, without a reload', async ({
  page,
}) => {
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/preparator');
  await expect(page.getByRole('status').filter({ hasText: 'En direct' })).toBeVisible();
  const lastName = uniqueName('Direct');

  const clinic = await apiSessionOf(page.request, DEMO.user);
  await createOrder(clinic, { firstName: 'Lise', lastName });

  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toBeVisible({ timeout: LIVE_MS });
  await expect(row).toContainText('Nouvelle');
  await expect(page.getByText('Nouvelle commande validée')).toBeVisible();
});

test('[LIVE] the lab’s status change and comment appear on the clinic’s open order page', async ({
  page,
}) => {
  const clinic = await apiSessionOf(page.request, DEMO.user);
  const orderId = await createOrder(clinic, { firstName: 'Marc', lastName: uniqueName('Suivi') });
  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText('Enregistrée').first()).toBeVisible();
  await expectLiveStream(page);

  const lab = await apiSessionOf(page.request, DEMO.preparator);
  await changeStatusThroughApi(lab, orderId, { status: 'in_progress' });
  await expect(page.getByText('En cours de fabrication').first()).toBeVisible({ timeout: LIVE_MS });

  await commentAs(lab, orderId, 'Empreinte bien reçue, fabrication demain.');
  await expect(page.getByRole('region', { name: 'Commentaires' })).toContainText(
    'Empreinte bien reçue, fabrication demain.',
    { timeout: LIVE_MS },
  );
});

test('[LIVE] a credit note the lab issues appears on the manager’s invoices page, then its PDF', async ({
  page,
}) => {
  const manager = await apiSessionOf(page.request, DEMO.manager);
  const { items } = await getJson<{ items: { id: string; total_ttc: number; credited_ttc: number }[] }>(
    manager,
    '/invoices?page=2',
  );
  // The oldest seeded invoice not yet wholly credited (a retry finds the next one).
  const invoice = items.findLast((item) => item.credited_ttc < item.total_ttc);
  if (!invoice) throw new Error('no seeded invoice of Audition Démo left to credit');
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/invoices');
  await expect(page.getByRole('heading', { name: 'Avoirs' })).toBeVisible();
  await expectLiveStream(page);

  const lab = await apiSessionOf(page.request, DEMO.preparator);
  const response = await lab.request.post(`/api/invoices/${invoice.id}/credit-notes`, {
    headers: { authorization: `Bearer ${lab.token}` },
    data: { reason: 'Geste commercial' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { number } = (await response.json()) as { number: string };
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible({ timeout: LIVE_MS });
  // Its PDF is made by a job a moment later: its event makes the button appear.
  await expect(row.getByRole('button', { name: `PDF de l'avoir ${number}` })).toBeVisible({
    timeout: 15_000,
  });
});
