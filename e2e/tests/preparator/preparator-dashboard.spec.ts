import { DEMO, signInAs } from '../../fixtures/accounts';
import { freshEstablishment, uniqueName } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// Spec 001 §2 preparator dashboard, §6 (every establishment, never drafts), §9 (refresh).

const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, patient: string) => table(page).getByRole('row').filter({ hasText: patient });
/** Types a search and waits for it to be in force (debounced, then written to the address). */
const search = async (page: Page, text: string) => {
  await page.getByLabel('Rechercher').fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('recherche')).toBe(text.trim() || null);
};

test("[PREPARATOR] the dashboard lists the establishments' orders with establishment and creator", async ({
  page,
}) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Atelier');
  const id = await createOrder(session, { firstName: 'Odile', lastName, shippingMethod: 'express' });
  const { order_number: number } = await getOrderJson<{ order_number: string }>(session, id);

  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/preparator$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  // Decision 139: a first column ticks the orders whose sheets are printed.
  for (const column of [
    'Sélection',
    'Patient',
    'Créé par',
    'Établissement',
    'N° Commande',
    'Statut',
    'Actions',
  ])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();

  await search(page, lastName);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  const row = rowOf(page, `Odile ${lastName}`);
  await expect(row.getByRole('cell')).toHaveText([
    '',
    `Odile ${lastName}`,
    'Sophie Bernard',
    'Audition Démo',
    number,
    // The promised day under the status.
    /^Enregistrée\s*Expédition prévue /,
    /Voir/,
  ]);
  await expect(row.getByRole('img', { name: 'Mode de livraison Express' })).toBeVisible();
  // The dashboard lists; the order form is downloaded from the order's page.
  await expect(row.getByRole('button', { name: /^PDF/ })).toHaveCount(0);

  await page.getByLabel('Statut').selectOption({ label: 'En cours de fabrication' });
  await expect(page.getByText('Aucune commande trouvée')).toBeVisible();
  await page.getByLabel('Statut').selectOption({ label: 'Tous les statuts' });
  await row.getByRole('link', { name: /^Voir/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${id}$`));
});

test('[PREPARATOR] every establishment is listed, never a draft', async ({ page }) => {
  const other = await freshEstablishment(page.request);
  const lastName = uniqueName('Partout');
  await createOrder(other.session, { firstName: 'Pierre', lastName, shippingMethod: 'pickup' });
  await createOrder(other.session, {
    firstName: 'Quentin',
    lastName,
    shippingMethod: 'pickup',
    validate: false,
  });

  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/preparator');
  await search(page, lastName);
  const row = rowOf(page, `Pierre ${lastName}`);
  await expect(row).toContainText(other.name);
  await expect(row).toContainText(other.managerName);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'Quentin')).toHaveCount(0);
});

test("[PREPARATOR] 'Actualiser' picks up an order validated after the page loaded", async ({ page }) => {
  const session = await apiSessionOf(page.request, DEMO.manager);
  const lastName = uniqueName('Nouveau');

  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/preparator');
  await search(page, lastName);
  await expect(page.getByText('Aucune commande trouvée')).toBeVisible();

  await createOrder(session, { firstName: 'Rose', lastName });
  await page.getByRole('button', { name: 'Actualiser' }).click();
  await expect(rowOf(page, `Rose ${lastName}`)).toBeVisible();
  await expect(rowOf(page, `Rose ${lastName}`)).toContainText('Julien Moreau');
});

test('[PREPARATOR] another role asking for the dashboard is sent to its home, its own order list', async ({
  page,
}) => {
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/preparator');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
});
