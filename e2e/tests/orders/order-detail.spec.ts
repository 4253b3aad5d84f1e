import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { formatEuros } from '../../../packages/domain/src/pricing/format-euros';
import type { OrderPrices } from '../../../packages/domain/src/pricing/order-prices';
import { DEMO, DEMO_SIRET, signInAs } from '../../fixtures/accounts';
import {
  binaryStl,
  createCompleteDraft,
  otherEstablishmentManager,
  uploadStl,
  validateOrder,
  waitForOrderPdf,
} from '../../fixtures/order-detail';
import { apiSessionOf, createOrder, defaultAddressId, getOrderJson } from '../../fixtures/orders';
import { type Download, expect, type Page, test } from '../../fixtures/test';

// Spec 001 §2 "Order detail": what each role sees of an order, its PDF and its STL files.

const unique = (name: string) => `${name}${randomBytes(3).toString('hex')}`;
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

type OrderJson = { order_number: string; details: { prices: OrderPrices } };

test('[ORDERS] the manager opens a validated order: header, patient, tip, delivery, prices and PDF', async ({
  page,
  context,
}) => {
  const manager = await apiSessionOf(page.request, DEMO.manager);
  const lastName = unique('Detail');
  const id = await createOrder(manager, { firstName: 'Jeanne', lastName });
  const order = await getOrderJson<OrderJson>(manager, id);
  await waitForOrderPdf(manager, id);

  await signInAs(page, DEMO.manager);
  await page.goto(`/dashboard/orders/${id}`);

  await expect(page.getByRole('heading', { level: 1, name: `Jeanne ${lastName}` })).toBeVisible();
  await expect(page.getByText(`Commande n° ${order.order_number}`)).toBeVisible();
  // The status badge of the header (the history below names statuses too).
  await expect(
    page.getByRole('article').locator('header').getByText('Enregistrée', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^Créée le \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/)).toBeVisible();

  const patient = section(page, 'Informations patient');
  await expect(patient.getByText(lastName)).toBeVisible();
  await expect(patient.getByText('Femme')).toBeVisible();
  await expect(patient.getByText('Moyenne')).toBeVisible();
  await expect(section(page, "Type d'embout").getByText('Embout classique')).toBeVisible();
  const left = section(page, 'Oreille gauche');
  await expect(left.getByText('Squelette')).toBeVisible();
  await expect(left.getByText('Parallèle (1,2 mm)')).toBeVisible();
  await expect(section(page, 'Oreille droite')).toHaveCount(0);

  const delivery = section(page, 'Livraison');
  await expect(delivery.getByText('La Poste - 48h/72h')).toBeVisible();
  await expect(delivery.locator('address')).toContainText(/\d{5} /);
  await expect(delivery.getByRole('link', { name: 'Suivre le colis' })).toHaveCount(0);

  // The totals are the API's details.prices, in French euros.
  const prices = order.details.prices;
  const table = page.getByRole('table', { name: 'Détail du prix de la commande' });
  for (const [label, cents] of [
    ['Total HT', prices.productsHT],
    ['TVA 5,5 %', prices.tvaProduits],
    ['Livraison HT', prices.shippingHT],
    ['TVA 20 %', prices.tvaShipping],
    ['Total TTC', prices.totalTTC],
  ] as const) {
    await expect(table.getByRole('row', { name: label })).toContainText(formatEuros(cents));
  }
  await expect(table.getByRole('row', { name: 'Total TTC' })).toContainText(/\d+,\d{2}\s€/);

  await expect(section(page, 'Empreintes').getByText('Envoi physique des empreintes')).toBeVisible();
  // The preparator's block is not the establishment's business.
  await expect(section(page, 'Établissement et créateur')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
    'href',
    `/dashboard/orders/${id}/edit`,
  );

  // The signed link opens in a new tab (a headless shell downloads the PDF there instead of showing
  // it: the tab's request is what both do).
  const popup = context.waitForEvent('page');
  const opened = context.waitForEvent('request', (request) => request.url().includes('/files/order_pdfs/'));
  await page.getByRole('button', { name: 'PDF' }).click();
  const tab = await popup;
  const request = await opened;
  expect(request.frame().page()).toBe(tab);
  expect(request.url()).toMatch(/\/files\/order_pdfs\/.+\.pdf\?expires=\d+&signature=/);
  const pdf = await page.request.get(request.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test("[ORDERS] 'Modifier' is offered to the creator and the manager, never to the viewer", async ({
  page,
  browser,
}) => {
  // Several signed-in browser contexts in one test: three times the usual time on a loaded machine.
  test.slow();
  const user = await apiSessionOf(page.request, DEMO.user);
  const lastName = unique('Modif');
  const id = await createOrder(user, { firstName: 'Paul', lastName });

  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${id}`);
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(`/dashboard/orders/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Modifier la commande' })).toBeVisible();

  for (const [role, offered] of [
    ['manager', true],
    ['viewer', false],
  ] as const) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await signInAs(other, DEMO[role]);
    await other.goto(`/dashboard/orders/${id}`);
    await expect(other.getByRole('heading', { level: 1, name: `Paul ${lastName}` })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Modifier' })).toHaveCount(offered ? 1 : 0);
    await context.close();
  }
});

test('[ORDERS] a draft offers to resume it in the wizard', async ({ page }) => {
  const user = await apiSessionOf(page.request, DEMO.user);
  const lastName = unique('Brouillon');
  const id = await createOrder(user, { firstName: 'Lina', lastName, validate: false });

  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${id}`);
  await expect(page.getByText('Brouillon', { exact: true })).toBeVisible();
  await expect(page.getByText('Brouillon sans numéro')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Reprendre le brouillon' }).click();
  await expect(page).toHaveURL(`/dashboard/orders/${id}/edit`);
});

test("[ORDERS] another establishment's order reads as not found, and shows nothing of it", async ({
  page,
}) => {
  const { session, addressId } = await otherEstablishmentManager(page.request);
  const lastName = unique('Ailleurs');
  const id = await createCompleteDraft(session, { firstName: 'Hugo', lastName, addressId });
  await validateOrder(session, id);

  await signInAs(page, DEMO.manager);
  await page.goto(`/dashboard/orders/${id}`);
  await expect(page.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
  await expect(page.getByText("Cette commande n'existe pas, ou vous n'y avez pas accès.")).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);
  await expect(page.getByText('Impossible de charger la commande')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);

  // A malformed id is no order either.
  await page.goto('/dashboard/orders/pas-une-commande');
  await expect(page.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
});

test("[ORDERS] a load that fails says 'Impossible de charger la commande'", async ({ page }) => {
  const user = await apiSessionOf(page.request, DEMO.user);
  const id = await createOrder(user, { firstName: 'Zoé', lastName: unique('Panne') });
  await signInAs(page, DEMO.user);
  // The server cannot be made to fail on demand; the network can.
  await page.route(`**/api/orders/${id}`, (route) => route.abort('connectionfailed'));
  await page.goto(`/dashboard/orders/${id}`);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Erreur' });
  await expect(toast).toContainText('Impossible de charger la commande');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Impossible de charger la commande' }),
  ).toBeVisible();
});

test('[ORDERS] the preparator sees the establishment and the creator', async ({ page }) => {
  const user = await apiSessionOf(page.request, DEMO.user);
  const lastName = unique('Prep');
  const id = await createOrder(user, { firstName: 'Émile', lastName });

  await signInAs(page, DEMO.preparator);
  await page.goto(`/dashboard/orders/${id}`);
  const parties = section(page, 'Établissement et créateur');
  await expect(parties.getByText('Audition Démo')).toBeVisible();
  await expect(parties.getByText(DEMO_SIRET)).toBeVisible();
  await expect(parties.getByText('Sophie Bernard')).toBeVisible();
  await expect(parties.getByRole('link', { name: DEMO.user })).toHaveAttribute('href', `mailto:${DEMO.user}`);
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Tableau de bord' }).first()).toBeVisible();
});

test('[ORDERS] STL files are listed and each downloads through a signed link', async ({ page, context }) => {
  const user = await apiSessionOf(page.request, DEMO.user);
  const lastName = unique('Stl');
  const id = await createCompleteDraft(user, {
    firstName: 'Nina',
    lastName,
    addressId: await defaultAddressId(page.request),
    transferMethod: 'files',
  });
  const content = binaryStl(3);
  const name = `Empreinte gauche ${lastName}.stl`;
  const entry = await uploadStl(user, id, name, content);
  await validateOrder(user, id);

  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${id}`);
  const files = section(page, 'Empreintes');
  await expect(files.getByText('Envoi de fichiers STL')).toBeVisible();
  const item = files.getByRole('list', { name: 'Fichiers STL' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(name);
  await expect(item).toContainText(/1 Ko · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // The new tab starts the download as soon as it reaches the link: listen before it exists.
  const download = new Promise<Download>((resolve) =>
    context.once('page', (tab) => tab.once('download', resolve)),
  );
  await item.getByRole('button', { name: `Télécharger ${name}` }).click();
  const file = await download;
  expect(file.url()).toMatch(
    new RegExp(`/files/stl_files/${entry.path.split('/').map(encodeURIComponent).join('/')}\\?expires=`),
  );
  expect(await readFile(await file.path())).toEqual(content);
});
