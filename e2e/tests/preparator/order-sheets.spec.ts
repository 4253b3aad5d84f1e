import { readFile } from 'node:fs/promises';
import { pdfText, qrCodeOnPage } from '../../../packages/server/test/support/pdf-qr-reader';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { uniqueName } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// « Fiche de fabrication » (decision 139): the préparateur prints an order's sheet
// from its page, or a batch from the dashboard; the sheet's QR code opens the order.

/** Clicks `button`, and answers the PDF the browser saved and its name. */
const savedPdf = async (page: Page, button: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return { pdf, name: download.suggestedFilename() };
};

const pagesOf = async (pdf: Buffer) => (await pdfText(pdf)).split('\f').filter((page) => page.trim());

test('[PREPARATOR] « Imprimer la fiche de fabrication » saves the sheet, whose QR code opens the order', async ({
  page,
}) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Fiche');
  const id = await createOrder(session, { firstName: 'Inès', lastName, shippingMethod: 'express' });
  const { order_number: number } = await getOrderJson<{ order_number: string }>(session, id);

  await signInAs(page, DEMO.preparator);
  await page.goto(`/dashboard/orders/${id}`);
  const { pdf, name } = await savedPdf(page, 'Imprimer la fiche de fabrication');
  expect(name).toBe(`fiche-de-fabrication-${number}.pdf`);
  const [sheet, ...more] = await pagesOf(pdf);
  expect(more).toHaveLength(0);
  expect(sheet).toContain(number);
  expect(sheet).toContain('EXPRESS');
  expect(sheet).toContain(`Patient : I. ${lastName.charAt(0).toUpperCase()}.`);
  expect(sheet).not.toContain(lastName);

  const link = await qrCodeOnPage(pdf);
  expect(link).toMatch(new RegExp(`/o/${number}$`));
  await page.goto(new URL(link ?? '').pathname);
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${id}$`));
  await expect(page.getByText(number).first()).toBeVisible();
});

test('[PREPARATOR] the dashboard prints the selected orders’ sheets, and those validated today', async ({
  page,
}) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Lot');
  const ids = [
    await createOrder(session, { firstName: 'Lou', lastName }),
    await createOrder(session, { firstName: 'Noé', lastName }),
  ];
  const numbers = await Promise.all(
    ids.map(async (id) => (await getOrderJson<{ order_number: string }>(session, id)).order_number),
  );

  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/preparator');
  await page.getByLabel('Rechercher').fill(lastName);
  await expect(page.getByText('2 commandes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer les fiches (0)' })).toBeDisabled();
  for (const number of numbers)
    await page.getByRole('checkbox', { name: new RegExp(`Sélectionner la commande ${number} `) }).check();
  const selected = await savedPdf(page, 'Imprimer les fiches (2)');
  expect(selected.name).toMatch(/^fiches-de-fabrication-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pages = await pagesOf(selected.pdf);
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain(numbers.sort()[0]);
  expect(pages[1]).toContain(numbers[1]);

  const today = await pagesOf((await savedPdf(page, 'Fiches des commandes validées aujourd’hui')).pdf);
  for (const number of numbers) expect(today.some((sheet) => sheet.includes(number))).toBe(true);
});

test('[PREPARATOR] a clinic sees no sheet button; its short link goes through sign-in and back', async ({
  page,
}) => {
  const session = await apiSessionOf(page.request, DEMO.manager);
  const id = await createOrder(session, { firstName: 'Léa', lastName: uniqueName('Lien') });
  const { order_number: number } = await getOrderJson<{ order_number: string }>(session, id);

  await page.goto(`/o/${number}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO.manager);
  await page.getByLabel('Mot de passe').fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${id}$`));
  await expect(page.getByText(number).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer la fiche de fabrication' })).toHaveCount(0);
});
