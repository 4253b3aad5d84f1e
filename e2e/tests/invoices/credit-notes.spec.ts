import {
  addMonths,
  monthLabel,
  previousParisMonth,
} from '../../../packages/domain/src/invoices/invoice-month';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { CREDIT_ESTABLISHMENT } from '../../fixtures/invoices';
import { expect, test } from '../../fixtures/test';

// The preparator cancels part of « Audition Avoir »'s invoice (e2e/seed-invoices.ts)
// by a credit note; it is listed beside the invoices, with its PDF, for that establishment only.

test('[INVOICES] the preparator issues a credit note for one order of an invoice and opens its PDF', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/preparator/invoices');
  await page.getByLabel('Rechercher une facture').fill(CREDIT_ESTABLISHMENT);
  // The invoice of two months ago (invoices.spec.ts's run may invoice the released order again,
  // last month); not the credit note's own row below.
  const row = page
    .getByRole('row')
    .filter({ hasText: CREDIT_ESTABLISHMENT })
    .filter({ hasText: monthLabel(addMonths(previousParisMonth(new Date()), -1)) })
    .filter({ hasNotText: /A-\d{4}-\d{5}/ });
  await expect(row).toHaveCount(1);
  const number = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^F-\d{4}-\d{5}$/);

  await row.getByRole('button', { name: `Émettre un avoir : facture ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Émettre un avoir sur la facture ${number}` });
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  for (const box of await dialog.getByRole('checkbox').all()) await expect(box).toBeChecked();

  // The reason is required: said in the dialog, nothing issued.
  await dialog.getByRole('button', { name: "Émettre l'avoir" }).click();
  await expect(dialog.getByText("Indiquez le motif de l'avoir.")).toBeVisible();

  await dialog.getByLabel(/Aline Avoir/).uncheck();
  await dialog.getByLabel(/Bruno Avoir/).uncheck();
  await dialog.getByLabel('Motif').fill('Commande retournée');
  await dialog.getByRole('button', { name: "Émettre l'avoir" }).click();
  await expect(page.getByText(/^Avoir A-\d{4}-\d{5} émis$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Avoir partiel');

  const creditNotes = page.getByRole('region', { name: 'Avoirs' });
  const credit = creditNotes.getByRole('row').filter({ hasText: number });
  await expect(credit).toContainText('Commande retournée');
  await expect(credit).toContainText(CREDIT_ESTABLISHMENT);
  const creditNumber = (await credit.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(creditNumber).toMatch(/^A-\d{4}-\d{5}$/);

  // Its PDF, made by the job worker, through a signed link.
  const pdfButton = credit.getByRole('button', { name: `PDF de l'avoir ${creditNumber}` });
  await expect(pdfButton).toBeVisible({ timeout: 15_000 });
  const pdfResponse = page
    .context()
    .waitForEvent('response', (r) => r.url().includes('/files/invoice_pdfs/avoirs/'));
  const popup = page.waitForEvent('popup');
  await pdfButton.click();
  await popup;
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');

  // The credited order cannot be credited twice.
  await row.getByRole('button', { name: `Émettre un avoir : facture ${number}` }).click();
  await expect(dialog.getByLabel(/Carla Avoir/)).toBeDisabled();
  await expect(dialog).toContainText('déjà annulée par avoir');
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // Another establishment's manager never sees it.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, DEMO.manager);
  await manager.goto('/dashboard/invoices');
  await expect(manager.getByRole('region', { name: 'Avoirs' })).toContainText('Aucun avoir émis');
  await managerContext.close();
});
