import { COMPLETE_CLASSIC_EAR } from '../../../packages/domain/src/orders/test-fixtures';
import { computeOrderPrices } from '../../../packages/domain/src/pricing/compute-order-prices';
import { formatEuros } from '../../../packages/domain/src/pricing/format-euros';
import type { OrderPrices } from '../../../packages/domain/src/pricing/order-prices';
import { DEMO, signInAs } from '../../fixtures/accounts';
import {
  chooseShipping,
  createAddress,
  createDraft,
  deleteAddress,
  expectOrderPdf,
  managerWithoutAddress,
  toast,
  uniquePatient,
  updateOrderVia,
} from '../../fixtures/order-wizard';
import { type ApiSession, apiSessionOf, defaultAddressId, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// docs/design.md §5.7: a registered, un-invoiced order is edited by its creator (or the establishment's
// manager) through /dashboard/orders/{id}/edit; it keeps its number and status, and its prices and
// PDF are made again. Nobody else gets a wizard.

// Whole clinician flows on a shared two-core machine: more time than a single-screen test.
test.describe.configure({ timeout: 90_000 });

type StoredOrder = {
  status: string;
  order_number: string;
  patient_first_name: string;
  shipping_method: string;
  pdf_url: string | null;
  details: { prices: OrderPrices };
};

const stepTitle = (page: Page) =>
  page.getByRole('navigation', { name: 'Étapes de la commande' }).locator('p');

/** A classic left-ear order validated through the API, standard delivery to `addressId`. */
const registeredOrder = async (session: ApiSession, prefix: string, addressId?: string) => {
  const patient = uniquePatient(prefix);
  const id = await createDraft(session, { ...patient, transferMethod: 'physical' });
  await updateOrderVia(session, id, {
    status: 'registered',
    shipping_address: addressId ?? (await defaultAddressId(session.request)),
  });
  const order = await getOrderJson<StoredOrder>(session, id);
  expect(order.status).toBe('registered');
  return { id, patient, order };
};

const pdfUrlOf = async (session: ApiSession, id: string) =>
  (await getOrderJson<StoredOrder>(session, id)).pdf_url;

test('[ORDERS] the creator edits a registered order: same number, new prices, new PDF', async ({ page }) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const { id, order } = await registeredOrder(session, 'Edition');
  await expect.poll(() => pdfUrlOf(session, id), { timeout: 20_000 }).not.toBeNull();
  const firstPdf = await pdfUrlOf(session, id);

  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${id}/edit`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Modifier la commande ${order.order_number}` }),
  ).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Étape 5 sur 5 : Livraison et validation');
  // The terms were accepted when it was validated.
  await expect(page.getByRole('checkbox', { name: /conditions générales/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Valider la commande' })).toHaveCount(0);

  // Going back through the steps saves nothing by itself: a registered order changes on request only.
  await page.getByRole('button', { name: 'Étape 1 : Patient' }).click();
  await page.getByLabel('Prénom', { exact: true }).fill('Édouard');
  await page.getByRole('button', { name: 'Étape 4 : Récapitulatif' }).click();
  await expect(page.getByRole('region', { name: 'Informations patient' })).toContainText('Édouard');
  expect((await getOrderJson<StoredOrder>(session, id)).patient_first_name).not.toBe('Édouard');

  await page.getByRole('button', { name: 'Je confirme les informations' }).click();
  await chooseShipping(page, 'Ciblex - 24h/48h');
  const expected = computeOrderPrices({ type: 'classic', left: { ...COMPLETE_CLASSIC_EAR } }, 'express', {
    transferMethod: 'physical',
  });
  await expect(
    page
      .getByRole('table', { name: 'Détail du prix de la commande' })
      .getByRole('row', { name: 'Total TTC' }),
  ).toContainText(formatEuros(expected.totalTTC));
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(toast(page, 'Modifications sauvegardées')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${id}$`));

  const edited = await getOrderJson<StoredOrder>(session, id);
  expect(edited).toMatchObject({
    status: 'registered',
    order_number: order.order_number,
    patient_first_name: 'Édouard',
    shipping_method: 'express',
  });
  expect(edited.details.prices).toEqual(expected);
  // The order form is made again (a new file each time, docs/design.md §5.12).
  await expect.poll(() => pdfUrlOf(session, id), { timeout: 20_000 }).not.toBe(firstPdf);
  await expectOrderPdf(session, id);
});

test("[ORDERS] 'Sauvegarder' on a registered order says 'Modifications sauvegardées'", async ({ page }) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const { id } = await registeredOrder(session, 'Sauvegarde');
  // The manager may edit a colleague's registered order.
  await signInAs(page, DEMO.manager);
  await page.goto(`/dashboard/orders/${id}/edit`);
  await page.getByRole('button', { name: 'Étape 1 : Patient' }).click();
  await page.getByLabel('Prénom', { exact: true }).fill('Mathilde');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Modifications sauvegardées')).toBeVisible();
  expect(await getOrderJson<StoredOrder>(session, id)).toMatchObject({
    status: 'registered',
    patient_first_name: 'Mathilde',
  });
});

test("[ORDERS] a refused edit says 'Impossible de sauvegarder les modifications'", async ({ page }) => {
  const manager = await apiSessionOf(page.request, DEMO.manager);
  const session = await apiSessionOf(page.request, DEMO.user);
  const addressId = await createAddress(manager, `Annexe ${Date.now()}`);
  const { id } = await registeredOrder(session, 'Refus', addressId);
  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${id}/edit`);
  await expect(page.getByLabel('Adresse de livraison')).toHaveValue(addressId);
  // Meanwhile the manager deletes that address: the server refuses the save.
  await deleteAddress(manager, addressId);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(toast(page, 'Impossible de sauvegarder les modifications')).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);
  expect((await getOrderJson<StoredOrder>(session, id)).status).toBe('registered');
});

test("[ORDERS] a viewer, or a user on a colleague's order, gets no wizard", async ({ browser, request }) => {
  const manager = await apiSessionOf(request, DEMO.manager);
  const { id, order } = await registeredOrder(manager, 'Lecture');
  for (const role of ['viewer', 'user'] as const) {
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await signInAs(fresh, DEMO[role]);
    await fresh.goto(`/dashboard/orders/${id}/edit`);
    await expect(
      fresh.getByRole('heading', { level: 1, name: `Modifier la commande ${order.order_number}` }),
    ).toBeVisible();
    await expect(fresh.getByText('Cette commande ne peut plus être modifiée.')).toBeVisible();
    await expect(fresh.getByRole('navigation', { name: 'Étapes de la commande' })).toHaveCount(0);
    await fresh.getByRole('link', { name: 'Voir la commande' }).click();
    await expect(fresh).toHaveURL(new RegExp(`/dashboard/orders/${id}$`));
    await context.close();
  }
});

test("[ORDERS] another establishment's order is not found", async ({ page }) => {
  const account = await managerWithoutAddress(page.request);
  const other = await apiSessionOf(page.request, account.email, account.password);
  const id = await createDraft(other, {
    ...uniquePatient('Ailleurs'),
    shippingMethod: 'pickup',
    transferMethod: 'physical',
  });
  await updateOrderVia(other, id, { status: 'registered' });
  await signInAs(page, DEMO.manager);
  await page.goto(`/dashboard/orders/${id}/edit`);
  await expect(toast(page, 'Brouillon introuvable')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/drafts$/);
});
