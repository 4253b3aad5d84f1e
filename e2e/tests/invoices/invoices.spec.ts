import { readFile } from 'node:fs/promises';
import { monthLabel, previousParisMonth } from '../../../packages/domain/src/invoices/invoice-month';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { INVOICE_TOTAL_TTC } from '../../fixtures/invoices';
import { expect, type Page, test } from '../../fixtures/test';

// docs/design.md §5.11 month-end invoicing, on the orders e2e/seed-invoices.ts shipped last month for
// "Audition Démo". One test walks the whole flow: the generation invoices a month once.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const month = monthLabel(previousParisMonth(new Date()));

test('[INVOICES] the preparator generates the month, opens the PDF and its Factur-X XML, marks it paid; the manager sees it paid', async ({
  page,
  browser,
}) => {
  // The whole month's flow, with a PDF job and a second signed-in context: slow on a loaded machine.
  test.slow();
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard');
  await nav(page).getByRole('link', { name: 'Factures', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/preparator\/invoices$/);
  await expect(page.getByRole('heading', { name: 'Factures' })).toBeVisible();

  // A confirmation first: cancelling generates nothing.
  await page.getByRole('button', { name: 'Générer les factures du mois' }).click();
  const dialog = page.getByRole('dialog', { name: 'Générer les factures du mois' });
  await expect(dialog).toContainText(month);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Générer les factures du mois' }).click();
  await dialog.getByRole('button', { name: 'Générer', exact: true }).click();
  // « Audition Démo », and « Audition Avoir » too when credit-notes.spec.ts has released one of its
  // orders already (the next run invoices it again).
  await expect(page.getByText(new RegExp(`^[12] factures? générées? pour ${month}$`))).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Rechercher une facture').fill('Démo');
  // The month's row: « Audition Démo » has invoices of older months too (e2e/seed-lists.ts).
  const row = page.getByRole('row').filter({ hasText: 'Audition Démo' }).filter({ hasText: month });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(INVOICE_TOTAL_TTC);
  await expect(row).toContainText('En attente');
  const number = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^F-\d{4}-\d{5}$/);

  // Running it again invoices nothing twice: « Audition Démo » keeps its one invoice. The run may
  // still invoice « Audition Avoir » if credit-notes.spec.ts, in the other worker, released one of
  // its orders in between.
  await page.getByRole('button', { name: 'Générer les factures du mois' }).click();
  await dialog.getByRole('button', { name: 'Générer', exact: true }).click();
  await expect(
    page.getByText(new RegExp(`^(Aucune nouvelle facture|1 facture générée) pour ${month}$`)),
  ).toBeVisible();
  await expect(row).toHaveCount(1);

  // The PDF is made by the job worker, then opened through a signed link in a new tab.
  const pdfButton = row.getByRole('button', { name: `PDF de la facture ${number}` });
  await expect(pdfButton).toBeVisible({ timeout: 15_000 });
  const pdfResponse = page
    .context()
    .waitForEvent('response', (r) => r.url().includes('/files/invoice_pdfs/'));
  const popup = page.waitForEvent('popup');
  await pdfButton.click();
  await popup;
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');

  // The Factur-X XML alone, downloaded through its own signed link.
  const xmlResponse = page
    .context()
    .waitForEvent('response', (r) => r.url().includes('/files/invoice_pdfs/') && r.url().includes('.xml'));
  await row.getByRole('button', { name: `XML Factur-X de la facture ${number}` }).click();
  const xml = await xmlResponse;
  expect(xml.status()).toBe(200);
  expect(xml.headers()['content-type']).toBe('application/xml');
  expect(xml.headers()['content-disposition']).toContain(`filename="factur-x_${number}.xml"`);

  await row.getByRole('button', { name: `Marquer payée : facture ${number}` }).click();
  await expect(page.getByText('Statut de paiement mis à jour')).toBeVisible();
  await expect(row).toContainText('Payée');
  await expect(row.getByRole('button', { name: `Marquer en attente : facture ${number}` })).toBeVisible();

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, DEMO.manager);
  await manager.goto('/dashboard');
  await nav(manager).getByRole('link', { name: 'Mes factures', exact: true }).click();
  await expect(manager).toHaveURL(/\/dashboard\/invoices$/);
  const own = manager.getByRole('row').filter({ hasText: number });
  await expect(own).toContainText('Payée');
  await expect(own).toContainText(INVOICE_TOTAL_TTC);
  // The manager reads its invoices; the paid toggle is the preparator's.
  await expect(own.getByRole('button', { name: /Marquer/ })).toHaveCount(0);
  await expect(own.getByRole('button', { name: `PDF de la facture ${number}` })).toBeVisible();
  await expect(own.getByRole('button', { name: `XML Factur-X de la facture ${number}` })).toBeVisible();

  // The manager's invoices as a CSV file for Excel in French.
  const [download] = await Promise.all([
    manager.waitForEvent('download'),
    manager.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^factures-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe(
    'Numéro de facture;Mois;Établissement;SIRET;Émise le;Échéance;Total HT (€);TVA (€);Total TTC (€);Paiement;Payée le',
  );
  const line = csv.find((entry) => entry.startsWith(`${number};`)) ?? '';
  expect(line).toContain(`;${INVOICE_TOTAL_TTC.replace('\u00a0€', '')};Payée;`);
  await managerContext.close();
});

test('[INVOICES] a user has no invoices menu, and typing the address sends it home', async ({ page }) => {
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard');
  await expect(nav(page).getByRole('link', { name: 'Mon Profil', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Mes factures', exact: true })).toHaveCount(0);
  await page.goto('/dashboard/invoices');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
  await expect(page.getByText('Impossible de charger les factures')).toHaveCount(0);
});

test("[INVOICES] a manager typing the preparator's invoices address is sent home, never offered the generation", async ({
  page,
}) => {
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/preparator/invoices');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Générer les factures du mois' })).toHaveCount(0);
});
