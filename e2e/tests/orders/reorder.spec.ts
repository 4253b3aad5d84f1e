import { DEMO, signInAs } from '../../fixtures/accounts';
import { changeStatusThroughApi } from '../../fixtures/operations';
import { uniqueName } from '../../fixtures/order-lists';
import { orderIdFromUrl } from '../../fixtures/order-wizard';
import { apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// "Commander à nouveau" on a shipped order, from its detail and from the list,
// makes a new draft with the same patient and configuration, opened in the wizard at its furthest step.

const stepTitle = (page: Page) =>
  page.getByRole('navigation', { name: 'Étapes de la commande' }).locator('p');

const shippedOrder = async (page: Page, lastName: string) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const id = await createOrder(session, { firstName: 'Noémie', lastName });
  const preparator = await apiSessionOf(page.request, DEMO.preparator);
  await changeStatusThroughApi(preparator, id, { status: 'shipped', trackingNumber: 'RE123' });
  return { session, id };
};

test('[ORDERS] a shipped order is ordered again from its detail: a new draft in the wizard', async ({
  page,
}) => {
  const lastName = uniqueName('Reprendre');
  const { session, id } = await shippedOrder(page, lastName);

  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${id}`);
  await expect(page.getByText('Expédiée').first()).toBeVisible();
  await page.getByRole('button', { name: 'Commander à nouveau' }).click();

  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}\/edit$/);
  const draftId = orderIdFromUrl(page);
  expect(draftId).not.toBe(id);
  // Patient, type, ear and delivery were copied: the wizard opens at its last step.
  await expect(stepTitle(page)).toContainText('Étape 5 sur 5');
  await page.getByRole('button', { name: 'Étape 1 : Patient' }).click();
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(lastName);
  const draft = await getOrderJson<{ status: string; details: { type: string } }>(session, draftId);
  expect(draft).toMatchObject({ status: 'draft', details: { type: 'classic' } });
});

test('[ORDERS] the list offers "Commander à nouveau" on shipped orders only', async ({ page }) => {
  const lastName = uniqueName('Liste');
  await shippedOrder(page, lastName);
  const session = await apiSessionOf(page.request, DEMO.user);
  await createOrder(session, { firstName: 'Oscar', lastName });

  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders');
  await page.getByLabel('Rechercher').fill(lastName);
  await expect(page.getByText('2 commandes')).toBeVisible();
  await expect(page.getByRole('button', { name: `Commander à nouveau pour Oscar ${lastName}` })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: `Commander à nouveau pour Noémie ${lastName}` }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(stepTitle(page)).toContainText('Étape 5 sur 5');
});
