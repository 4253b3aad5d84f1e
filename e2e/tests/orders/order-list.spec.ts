import { DEMO, signInAs } from '../../fixtures/accounts';
import { freshEstablishment, uniqueName, waitForOrderPdf } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// Spec 001 §2 'Mes commandes', §7 (orders table access), §8 (errors), §9 (10 a page).

const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, patient: string) => table(page).getByRole('row').filter({ hasText: patient });
/** Types a search and waits for it to be in force (debounced, then written to the address). */
const search = async (page: Page, text: string) => {
  await page.getByLabel('Rechercher').fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('recherche')).toBe(text.trim() || null);
};
const orderNumberOf = async (session: Awaited<ReturnType<typeof apiSessionOf>>, id: string) =>
  (await getOrderJson<{ order_number: string }>(session, id)).order_number;

test("[ORDERS] a validated order is listed with its number and status, and 'Voir' opens it", async ({
  page,
}) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Listee');
  const id = await createOrder(session, { firstName: 'Anne', lastName });
  const number = await orderNumberOf(session, id);

  await signInAs(page, DEMO.user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
  for (const column of ['Patient', 'N° Commande', 'Statut', 'Actions'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  await search(page, lastName);
  await expect(table(page).getByRole('row')).toHaveCount(2); // header + the order
  const row = rowOf(page, `Anne ${lastName}`);
  await expect(row).toContainText(number);
  await expect(row).toContainText('Enregistrée');
  // A standard delivery carries no express marker.
  await expect(row.getByRole('img', { name: 'Mode de livraison Express' })).toHaveCount(0);

  await row.getByRole('link', { name: /^Voir/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${id}$`));
});

test("[ORDERS] search by last name or order number, status filter, and 'Aucune commande trouvée'", async ({
  page,
}) => {
  const session = await apiSessionOf(page.request, DEMO.manager);
  const lastName = uniqueName('Cherche');
  const first = await createOrder(session, { firstName: 'Bruno', lastName });
  await createOrder(session, { firstName: 'Chloé', lastName });
  const firstNumber = await orderNumberOf(session, first);

  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/orders');
  // Case-insensitive, partial: the name typed in lower case, without its first letter.
  await search(page, lastName.slice(1).toLowerCase());
  await expect(table(page).getByRole('row')).toHaveCount(3); // header + 2
  await expect(page.getByText('2 commandes')).toBeVisible();

  await search(page, firstNumber);
  await expect(rowOf(page, `Bruno ${lastName}`)).toBeVisible();
  await expect(rowOf(page, `Chloé ${lastName}`)).toHaveCount(0);

  await search(page, lastName);
  const status = page.getByLabel('Statut');
  await expect(status.getByRole('option')).toHaveText([
    'Tous les statuts',
    'Enregistrée',
    'En cours de fabrication',
    "En attente d'empreinte",
    'Expédiée',
    'Prête à être récupérée',
    'Annulée',
  ]);
  await status.selectOption({ label: 'Expédiée' });
  await expect(page.getByText('Aucune commande trouvée')).toBeVisible();
  await status.selectOption({ label: 'Enregistrée' });
  await expect(table(page).getByRole('row')).toHaveCount(3);
  // The search and the filter are kept in the address: a reload keeps them.
  await page.reload();
  await expect(page.getByLabel('Rechercher')).toHaveValue(lastName);
  await expect(page.getByLabel('Statut')).toHaveValue('registered');
  await expect(table(page).getByRole('row')).toHaveCount(3);

  await search(page, uniqueName('Personne'));
  await expect(page.getByText('Aucune commande trouvée')).toBeVisible();
});

test("[ORDERS] an express order shows the express icon with the tooltip 'Mode de livraison Express'", async ({
  page,
}) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Express');
  await createOrder(session, { firstName: 'Denis', lastName, shippingMethod: 'express' });

  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders');
  await search(page, lastName);
  // The filtered page in place: a row moving under the pointer would close the tooltip.
  await expect(table(page).getByRole('row')).toHaveCount(2);
  const icon = rowOf(page, lastName).getByRole('img', { name: 'Mode de livraison Express' });
  // Other tests' orders reach this establishment's list live and redraw it, which can close the
  // tooltip under a still pointer: the pointer comes again, as a person's would.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await icon.hover();
    await expect(page.getByRole('tooltip', { name: 'Mode de livraison Express' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass();
});

test("[ORDERS] 'PDF' opens the order form, signed, in a new tab", async ({ page, context }) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Pdf');
  const id = await createOrder(session, { firstName: 'Emma', lastName });
  await waitForOrderPdf(session, id);

  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders');
  await search(page, lastName);
  const pdfRequest = context.waitForEvent('request', (request) =>
    request.url().includes('/files/order_pdfs/'),
  );
  const popup = page.waitForEvent('popup');
  await rowOf(page, lastName).getByRole('button', { name: /^PDF/ }).click();
  await popup;
  const url = (await pdfRequest).url();
  expect(url).toMatch(new RegExp(`/files/order_pdfs/${id}/[^?]+\\.pdf\\?`));
  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test("[ORDERS] a failed PDF link shows 'Erreur' with the reason, and closes the blank tab", async ({
  page,
  context,
}) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('PdfKo');
  const id = await createOrder(session, { firstName: 'Fanny', lastName });
  await waitForOrderPdf(session, id);

  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders');
  await search(page, lastName);
  // The storage answering without a link (spec 001 §8 'No signed URL returned').
  await page.route('**/api/orders/*/pdf-url', (route) => route.fulfill({ json: {} }));
  const popup = page.waitForEvent('popup');
  await rowOf(page, lastName).getByRole('button', { name: /^PDF/ }).click();
  await expect(page.getByText('No signed URL returned')).toBeVisible();
  await expect(page.getByText('Erreur', { exact: true })).toBeVisible();
  await expect.poll(async () => (await popup).isClosed()).toBe(true);
  expect(context.pages()).toHaveLength(1);

  // The server's own message when it refuses.
  await page.route('**/api/orders/*/pdf-url', (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'Commande introuvable.' } } }),
  );
  await rowOf(page, lastName).getByRole('button', { name: /^PDF/ }).click();
  await expect(page.getByText('Commande introuvable.')).toBeVisible();
});

test('[ORDERS] 10 orders a page, with the total and previous / next', async ({ page }) => {
  const own = await freshEstablishment(page.request);
  const lastName = uniqueName('Page');
  for (let n = 1; n <= 11; n++)
    await createOrder(own.session, { firstName: `P${n}`, lastName, shippingMethod: 'pickup' });

  await signInAs(page, own.email, own.password);
  await page.goto('/dashboard/orders');
  await search(page, lastName);
  await expect(page.getByText('11 commandes')).toBeVisible();
  await expect(page.getByText('Page 1 sur 2')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(11);
  // Newest first: the eleventh order heads the first page.
  await expect(table(page).getByRole('row').nth(1)).toContainText(`P11 ${lastName}`);
  await expect(page.getByRole('button', { name: 'Précédent', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page.getByText('Page 2 sur 2')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page).getByRole('row').nth(1)).toContainText(`P1 ${lastName}`);
  await expect(page.getByRole('button', { name: 'Suivant', exact: true })).toBeDisabled();

  // A new search starts again at page 1.
  await search(page, `${lastName} `);
  await search(page, lastName.toUpperCase());
  await expect(page.getByText('Page 1 sur 2')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await page.getByRole('button', { name: 'Précédent', exact: true }).click();
  await expect(page.getByText('Page 1 sur 2')).toBeVisible();
});

test("[ORDERS] another establishment's orders are never listed", async ({ page, browser }) => {
  const other = await freshEstablishment(page.request);
  const lastName = uniqueName('Ailleurs');
  await createOrder(other.session, { firstName: 'Gaston', lastName, shippingMethod: 'pickup' });

  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/orders');
  await search(page, lastName);
  await expect(page.getByText('Aucune commande trouvée')).toBeVisible();
  await expect(page.getByText('0 commande', { exact: true })).toBeVisible();

  const otherPage = await browser.newPage();
  await signInAs(otherPage, other.email, other.password);
  await otherPage.goto('/dashboard/orders');
  await search(otherPage, lastName);
  await expect(rowOf(otherPage, `Gaston ${lastName}`)).toBeVisible();
  await otherPage.close();
});

test("[ORDERS] 'Nouvelle commande' opens the wizard; the viewer, who may not order, has no such button", async ({
  page,
  browser,
}) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Visible');
  await createOrder(session, { firstName: 'Hélène', lastName });

  await signInAs(page, DEMO.viewer);
  await page.goto('/dashboard');
  await search(page, lastName);
  await expect(rowOf(page, `Hélène ${lastName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nouvelle commande' })).toHaveCount(0);

  const managerPage = await browser.newPage();
  await signInAs(managerPage, DEMO.manager);
  await managerPage.goto('/dashboard/orders');
  await managerPage.getByRole('main').getByRole('link', { name: 'Nouvelle commande' }).click();
  await expect(managerPage).toHaveURL(/\/dashboard\/orders\/new$/);
  await managerPage.close();
});

test("[ORDERS] a list that cannot load shows 'Erreur' / 'Impossible de charger les commandes'", async ({
  page,
}) => {
  await signInAs(page, DEMO.user);
  // Without the live stream: another test's order would refetch the list before « Réessayer ».
  await page.route('**/api/events', (route) => route.abort());
  // The server falling over (a 503 from a proxy): nothing the real server can be made to do on demand.
  await page.route('**/api/orders?*', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto('/dashboard/orders');
  await expect(page.getByText('Impossible de charger les commandes').first()).toBeVisible();
  await expect(page.getByText('Erreur', { exact: true })).toBeVisible();

  await page.unroute('**/api/orders?*');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('columnheader', { name: 'Patient' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
});
