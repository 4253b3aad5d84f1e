import type { ProtectiveDetails } from '../../../packages/domain/src/orders/details-schema';
import { computeOrderPrices } from '../../../packages/domain/src/pricing/compute-order-prices';
import { formatEuros } from '../../../packages/domain/src/pricing/format-euros';
import type { OrderPrices } from '../../../packages/domain/src/pricing/order-prices';
import { DEFAULT_PRICE_LIST } from '../../../packages/domain/src/pricing/price-list';
import { DEMO, signInAs } from '../../fixtures/accounts';
import {
  acceptTerms,
  type CategoryChoice,
  chooseShipping,
  chooseTransfer,
  chooseType,
  configureCategories,
  expectOrderPdf,
  fillPatient,
  nextStep,
  orderIdFromUrl,
  pickOption,
  selectEar,
  toast,
  uniquePatient,
} from '../../fixtures/order-wizard';
import { apiSessionOf, defaultAddressId, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// Spec 001 §2 (the wizard, first step to validation), §3 (catalogue), §9 (prices), docs/design.md §5.5
// (order number) and §5.12 (the order form PDF): one order of each type, as a clinician makes it.

// Whole clinician flows on a shared two-core machine: more time than a single-screen test.
test.describe.configure({ timeout: 90_000 });

type StoredOrder = {
  status: string;
  order_number: string | null;
  patient_last_name: string;
  shipping_method: string;
  transfer_method: string;
  details: { prices: OrderPrices } & Record<string, unknown>;
};

/** A recap card of step 4, by its heading. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

const priceRow = (page: Page, label: string) =>
  page.getByRole('table', { name: 'Détail du prix de la commande' }).getByRole('row', { name: label });

/** The price table's totals, compared with the domain's own computation in French format. */
const expectTotals = async (page: Page, expected: OrderPrices) => {
  await expect(priceRow(page, 'Total HT')).toContainText(formatEuros(expected.productsHT));
  await expect(priceRow(page, 'TVA 5,5 %')).toContainText(formatEuros(expected.tvaProduits));
  await expect(priceRow(page, 'Livraison HT')).toContainText(formatEuros(expected.shippingHT));
  await expect(priceRow(page, 'TVA 20 %')).toContainText(formatEuros(expected.tvaShipping));
  await expect(priceRow(page, 'Total TTC')).toContainText(formatEuros(expected.totalTTC));
};

/** Steps 4 and 5 after the configuration, up to the order's page; returns the order's id. */
const confirmAndValidate = async (
  page: Page,
  options: {
    shipping: string;
    transfer: string;
    expected: OrderPrices;
    summary: (page: Page) => Promise<void>;
  },
) => {
  await page.getByRole('button', { name: 'Récapitulatif de la commande' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Récapitulatif' })).toBeVisible();
  await options.summary(page);
  await page.getByRole('button', { name: 'Je confirme les informations' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Livraison et validation' })).toBeVisible();
  await chooseShipping(page, options.shipping);
  await expect(page.getByLabel('Adresse de livraison')).not.toHaveValue('');
  await chooseTransfer(page, options.transfer);
  await expectTotals(page, options.expected);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(toast(page, 'Commande validée')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  return orderIdFromUrl(page);
};

const expectRegistered = async (page: Page, orderId: string, lastName: string, expected: OrderPrices) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const order = await getOrderJson<StoredOrder>(session, orderId);
  expect(order.status).toBe('registered');
  expect(order.patient_last_name).toBe(lastName);
  expect(order.order_number).toMatch(new RegExp(`^${new Date().getFullYear()}-\\d{5}$`));
  expect(order.details.prices).toEqual(expected);
  await expectOrderPdf(session, orderId);
  return order;
};

test.beforeAll(async ({ request }) => {
  // The delivery step preselects the establishment's default address: make sure there is one.
  await defaultAddressId(request);
});

const CLASSIC: CategoryChoice[] = [
  { title: 'Forme', choices: { left: 'Squelette', right: 'Demi-conque' } },
  { title: 'Matériau', choices: { left: 'Silicone', right: 'Acrylique' } },
  { title: 'Couleur', choices: { left: 'Incolore translucide', right: 'Incolore translucide' } },
  { title: 'Tube', choices: { left: 'Standard', right: 'Hydrostop' } },
  { title: 'Options', choices: { left: 'Sans option', right: 'Tube collé' } },
  {
    title: 'Évent',
    choices: { left: 'Parallèle', right: 'Aucun' },
    ventDimension: { left: '1,2 mm' },
  },
  { title: 'Finition', choices: { left: 'Vernis', right: 'Non vernis' } },
  { title: 'Cordon', choices: { left: 'Sans cordon', right: 'Avec cordon' } },
];

test('[ORDERS] a classic order for both ears, from the patient to the PDF', async ({ page }) => {
  const patient = uniquePatient('Classique');
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders/new');
  await expect(page.getByText('Étape 1 sur 5')).toBeVisible();
  await fillPatient(page, { ...patient, gender: 'Homme', hearingLoss: 'Sévère' });
  await nextStep(page);
  await chooseType(page, 'Embout classique');
  await nextStep(page);
  await selectEar(page, 'left');
  await selectEar(page, 'right');
  await configureCategories(page, CLASSIC);
  // The extras: an extraction string on the left ear, a marking on the right one.
  await expect(page.getByRole('heading', { level: 3, name: 'Options supplémentaires' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Oreille gauche' })
    .getByRole('checkbox', { name: "Fil d'extraction" })
    .check();
  await page.getByRole('region', { name: 'Oreille droite' }).getByLabel('Marquage spécial').fill('DR-01');

  const details = {
    type: 'classic',
    left: { cord: 'no-cord', additionalOptions: { extractionString: true } },
    right: { cord: 'with-cord', specialMarking: 'DR-01' },
  } as const;
  const expected = computeOrderPrices(details as never, 'express', {
    transferMethod: 'physical',
    priceList: DEFAULT_PRICE_LIST,
  });
  // Two tips, a cord, an extraction string and a marking: 38 × 2 + 4 + 3 + 2 = 85 € HT.
  expect(expected.productsHT).toBe(8500);
  const orderId = await confirmAndValidate(page, {
    shipping: 'Ciblex - 24h/48h',
    transfer: 'Envoi physique des empreintes',
    expected,
    summary: async () => {
      const patientCard = card(page, 'Informations patient');
      await expect(patientCard).toContainText('Surdité :');
      await expect(patientCard).toContainText('Sévère');
      await expect(card(page, 'Oreille gauche')).toContainText('Parallèle (1,2 mm)');
      await expect(card(page, 'Oreille droite')).toContainText('DR-01');
    },
  });
  const order = await expectRegistered(page, orderId, patient.lastName, expected);
  expect(order.shipping_method).toBe('express');
  expect(order.details).toMatchObject({
    type: 'classic',
    left: { shape: 'skeleton', vent: 'parallel', ventDimension: 1.2 },
    right: { shape: 'half-concha', vent: 'none', cord: 'with-cord', specialMarking: 'DR-01' },
  });
});

test('[ORDERS] a remote order for one ear, with its brand, receiver and wax guard', async ({ page }) => {
  const patient = uniquePatient('Deporte');
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders/new');
  await fillPatient(page, patient);
  await nextStep(page);
  await chooseType(page, 'Embout pour écouteur déporté');
  // Remote needs a brand (spec 001 §2 step 2).
  await expect(page.getByRole('button', { name: 'Étape suivante' })).toBeDisabled();
  await chooseType(page, 'Embout pour écouteur déporté', { brand: 'Signia' });
  await nextStep(page);
  await selectEar(page, 'right');
  await configureCategories(page, [
    { title: 'Forme', choices: { right: 'Canule' } },
    { title: 'Matériau', choices: { right: 'Acrylique' } },
    { title: 'Couleur', choices: { right: 'Incolore Translucide' } },
    { title: 'Écouteur', choices: { right: 'M 3.0' } },
    { title: 'Options', choices: { right: 'Demi-épaulement' } },
    { title: 'Évent', choices: { right: 'Rainuré' }, ventDimension: { right: '0,8 mm' } },
    { title: 'Longueur', choices: { right: 'Long' } },
    { title: 'Finition', choices: { right: 'Vernis' } },
    { title: 'Pare-cérumen', choices: { right: 'nanoCare' } },
  ]);

  const expected = computeOrderPrices({ type: 'remote', brand: 'signia', right: {} } as never, 'standard', {
    transferMethod: 'already',
  });
  expect(expected.totalTTC).toBe(4500 + 248 + 800 + 160);
  const orderId = await confirmAndValidate(page, {
    shipping: 'La Poste - 48h/72h',
    transfer: 'Empreintes déjà envoyées',
    expected,
    summary: async () => {
      await expect(card(page, "Type d'embout")).toContainText('Signia');
      await expect(card(page, 'Oreille droite')).toContainText('nanoCare');
      await expect(page.getByRole('heading', { name: 'Oreille gauche' })).toHaveCount(0);
    },
  });
  const order = await expectRegistered(page, orderId, patient.lastName, expected);
  expect(order.details).toMatchObject({
    type: 'remote',
    brand: 'signia',
    right: { speaker: 'signia-m-3.0', waxGuard: 'signia-nanocare', vent: 'grooved', ventDimension: 0.8 },
  });
  expect(order.details.left).toBeUndefined();
});

test('[ORDERS] a protective noise order with filters and a case', async ({ page }) => {
  const patient = uniquePatient('Protection');
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders/new');
  await fillPatient(page, { ...patient, gender: 'Autre', hearingLoss: 'N/C' });
  await nextStep(page);
  await chooseType(page, 'Protection auditive', { domain: 'Bruit' });
  await nextStep(page);
  await selectEar(page, 'left');
  await selectEar(page, 'right');
  // 'Type de produit' comes first in the side list (one choice for the order).
  await expect(page.getByRole('heading', { level: 3, name: 'Type de produit' })).toBeVisible();
  await page.getByRole('radio', { name: 'Avec étui' }).click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await configureCategories(page, [
    { title: 'Couleur', choices: { left: 'Translucide', right: 'Translucide' } },
    { title: 'Cordon', choices: { left: 'Avec cordon' } },
  ]);
  await pickOption(page, 'left', 'Filtre', 'Avec filtre');
  await pickOption(page, 'right', 'Filtre', 'Avec filtre');

  const details: ProtectiveDetails = {
    type: 'protective',
    domain: 'noise',
    productType: 'noise-case',
    left: { color: 'translucent', options: ['with-cord'], filters: ['with-filter'] },
    right: { color: 'translucent', options: ['no-cord'], filters: ['with-filter'] },
  };
  const expected = computeOrderPrices(details, 'pickup', { transferMethod: 'octocloud' });
  // 79 × 2 + filters 25 × 2 + one cord 4 + the case 8 = 220 € HT, no shipping.
  expect(expected.productsHT).toBe(22000);
  await page.getByRole('button', { name: 'Récapitulatif de la commande' }).click();
  await expect(card(page, 'Options générales')).toContainText('Type de produit :');
  await expect(card(page, 'Options générales')).toContainText('Avec étui');
  await page.getByRole('button', { name: 'Je confirme les informations' }).click();
  await chooseShipping(page, 'Retrait sur place');
  // The address choice is hidden for pickup (spec 001 §2 step 5).
  await expect(page.getByLabel('Adresse de livraison')).toHaveCount(0);
  await chooseTransfer(page, 'Octocloud');
  await expectTotals(page, expected);
  await expect(priceRow(page, 'Étui')).toContainText(formatEuros(800));
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(toast(page, 'Commande validée')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const order = await expectRegistered(page, orderIdFromUrl(page), patient.lastName, expected);
  expect(order.shipping_method).toBe('pickup');
  expect(order.details).toMatchObject(details);
});
