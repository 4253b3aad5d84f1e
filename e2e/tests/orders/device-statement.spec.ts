import { readFile } from 'node:fs/promises';
import { pdfText } from '../../../packages/server/test/support/pdf-qr-reader';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { uniqueName } from '../../fixtures/order-lists';
import { fillPatient, nextStep } from '../../fixtures/order-wizard';
import { apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// The statement for custom-made devices (decision 144): the wizard asks the prescriber, prefilled
// from « Mon profil »; a préparateur records the lot and ships; the clinic downloads
// « Déclaration de conformité », which names the patient by initials only.

const statusDialog = (page: Page) => page.getByRole('dialog', { name: 'Modifier le statut' });

test('[ORDERS] « Numéro RPPS ou ADELI » on « Mon profil » prefills the wizard’s prescriber', async ({
  page,
}) => {
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/profile');
  const number = page.getByLabel('Numéro RPPS ou ADELI');
  await number.fill('12345');
  await page.getByRole('button', { name: 'Enregistrer le numéro' }).click();
  await expect(
    page.getByText('Le numéro RPPS compte 11 chiffres, le numéro ADELI 9 caractères (ex. 691234567)'),
  ).toBeVisible();
  await number.fill('69 123 4567');
  await page.getByRole('button', { name: 'Enregistrer le numéro' }).click();
  await expect(page.getByText('Numéro RPPS ou ADELI enregistré').first()).toBeVisible();

  await page.goto('/dashboard/orders/new');
  await expect(page.getByLabel('Audioprothésiste prescripteur')).toHaveValue('Julien Moreau');
  await expect(page.getByLabel('Numéro RPPS ou ADELI')).toHaveValue('691234567');
  // A wrong number is refused in French and keeps the wizard on its first step.
  await fillPatient(page, { firstName: 'Anaïs', lastName: uniqueName('Prescription') });
  await page.getByLabel('Numéro RPPS ou ADELI').fill('1234');
  await page.getByLabel('Audioprothésiste prescripteur').click();
  await expect(
    page.getByText('Le numéro RPPS compte 11 chiffres, le numéro ADELI 9 caractères (ex. 691234567)'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Étape suivante' })).toBeDisabled();
  await page.getByLabel('Numéro RPPS ou ADELI').fill('10101234567');
  await nextStep(page);
  await expect(page.getByRole('heading', { name: "Type d'embout" }).first()).toBeVisible();
});

test('[ORDERS] the préparateur records the lot and ships; the clinic downloads « Déclaration de conformité »', async ({
  page,
}) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Declaration');
  const id = await createOrder(session, { firstName: 'Inès', lastName });
  const { order_number: orderNumber } = await getOrderJson<{ order_number: string }>(session, id);

  await signInAs(page, DEMO.preparator);
  await page.goto(`/dashboard/orders/${id}`);
  await page.getByLabel('Numéro de lot').fill('L-2026-42');
  await page.getByRole('button', { name: 'Enregistrer les informations' }).click();
  await expect(page.getByText('Informations de la déclaration enregistrées').first()).toBeVisible();
  await page.getByRole('button', { name: 'Modifier le statut' }).click();
  await statusDialog(page).getByRole('radio', { name: 'Expédiée', exact: true }).check();
  await statusDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(statusDialog(page)).toBeHidden();

  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${id}`);
  await expect(page.getByRole('heading', { name: 'Déclaration de conformité' })).toBeVisible();
  await expect(page.getByRole('button', { name: /oreille droite/ })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Déclaration de conformité — oreille gauche' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`declaration-${orderNumber}-gauche.pdf`);
  const text = (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ');
  for (const expected of [
    'Déclaration relative aux dispositifs sur mesure',
    `Numéro de commande : ${orderNumber}`,
    'Numéro de lot : L-2026-42',
    `identifié par l’acronyme I. ${lastName.charAt(0).toUpperCase()}.`,
    'Sophie Bernard',
    'conforme aux exigences générales en matière de sécurité et de performances',
  ])
    expect(text).toContain(expected);
  expect(text).not.toContain(lastName);
});
