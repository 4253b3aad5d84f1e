import { readFile } from 'node:fs/promises';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { uniqueName } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// The order list as a CSV file, with the search on screen, for managers and
// preparators; users and viewers have no button (and the server refuses them: export-orders-csv.test.ts).

const exportedRows = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^commandes-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n').filter(Boolean);
};

const search = async (page: Page, text: string) => {
  await page.getByLabel('Rechercher').fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('recherche')).toBe(text);
};

test('[ORDERS] a manager exports the searched orders as a CSV file that Excel in French reads', async ({
  page,
}) => {
  const session = await apiSessionOf(page.request, DEMO.manager);
  const lastName = uniqueName('Export');
  const id = await createOrder(session, { firstName: 'Inès', lastName });
  await createOrder(session, { firstName: 'Jules', lastName });
  const { order_number: number } = await getOrderJson<{ order_number: string }>(session, id);

  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/orders');
  await search(page, lastName);
  await expect(page.getByText('2 commandes')).toBeVisible();
  const [header, ...rows] = await exportedRows(page);
  expect(header?.split(';').slice(0, 7)).toEqual([
    'Numéro de commande',
    'Date de validation',
    "Date d'expédition",
    'Statut',
    'Type',
    'Nom du patient',
    'Prénom du patient',
  ]);
  expect(rows).toHaveLength(2);
  const mine = rows.find((row) => row.startsWith(`${number};`))?.split(';');
  expect(mine?.[3]).toBe('Enregistrée');
  expect(mine?.slice(5, 7)).toEqual([lastName, 'Inès']);
  // Totals with a decimal comma: "96,00", never "96.00".
  expect(mine?.[13]).toMatch(/^\d+,\d{2}$/);
});

test('[ORDERS] the preparator exports from the dashboard; a user sees no export button', async ({
  page,
  browser,
}) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Atelier');
  await createOrder(session, { firstName: 'Lou', lastName });

  await signInAs(page, DEMO.user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toHaveCount(0);

  const preparator = await (await browser.newContext()).newPage();
  await signInAs(preparator, DEMO.preparator);
  await preparator.goto('/dashboard');
  await expect(preparator.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await search(preparator, lastName);
  const [, ...rows] = await exportedRows(preparator);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`;${lastName};Lou;`);
});
