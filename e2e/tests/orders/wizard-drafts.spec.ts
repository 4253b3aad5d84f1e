import { DEMO, signInAs } from '../../fixtures/accounts';
import {
  chooseType,
  configureCategories,
  createDraft,
  fillPatient,
  findDrafts,
  nextStep,
  orderIdFromUrl,
  selectEar,
  toast,
  uniquePatient,
} from '../../fixtures/order-wizard';
import { apiSessionOf, defaultAddressId, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// Spec 001 §2 and §4: drafts saved by 'Sauvegarder' and automatically on reaching the recap, reopened
// at their furthest completed step, the comment saved 500 ms after the last keystroke, and a new
// order that starts clean on each visit.

// Whole clinician flows on a shared two-core machine: more time than a single-screen test.
test.describe.configure({ timeout: 90_000 });

const stepTitle = (page: Page) =>
  page.getByRole('navigation', { name: 'Étapes de la commande' }).locator('p');

test.beforeAll(async ({ request }) => {
  await defaultAddressId(request);
});

test("[ORDERS] 'Sauvegarder' keeps the draft, and the address bar points at it", async ({ page }) => {
  const patient = uniquePatient('Sauvegarde');
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders/new');
  await fillPatient(page, { ...patient, hearingLoss: 'Profonde' });
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Brouillon enregistré')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}\/edit$/);
  const id = orderIdFromUrl(page);

  const session = await apiSessionOf(page.request, DEMO.user);
  expect((await findDrafts(session, patient.lastName)).map((draft) => draft.id)).toEqual([id]);
  expect(await getOrderJson(session, id)).toMatchObject({
    status: 'draft',
    patient_first_name: patient.firstName,
    patient_last_name: patient.lastName,
    patient_hearing_loss: 'profound',
  });

  // A second save updates the same draft.
  await page.getByLabel('Prénom', { exact: true }).fill('Renée');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Brouillon enregistré')).toHaveCount(2);
  expect(await findDrafts(session, patient.lastName)).toHaveLength(1);
  expect(await getOrderJson(session, id)).toMatchObject({ patient_first_name: 'Renée' });
});

test('[ORDERS] reaching the recap saves the draft: a reload loses nothing', async ({ page }) => {
  const patient = uniquePatient('Auto');
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders/new');
  await fillPatient(page, patient);
  await nextStep(page);
  await chooseType(page, 'Embout classique');
  await nextStep(page);
  await selectEar(page, 'right');
  await configureCategories(page, [
    { title: 'Forme', choices: { right: 'Silhouette' } },
    { title: 'Matériau', choices: { right: 'Acrylique' } },
    { title: 'Couleur', choices: { right: 'Incolore translucide' } },
    { title: 'Tube', choices: { right: 'Enfant' } },
    { title: 'Options', choices: { right: 'Tube non collé' } },
    { title: 'Évent', choices: { right: 'Aucun' } },
    { title: 'Finition', choices: { right: 'Non vernis' } },
    { title: 'Cordon', choices: { right: 'Avec cordon' } },
  ]);
  await page.getByRole('button', { name: 'Récapitulatif de la commande' }).click();
  await expect(stepTitle(page)).toHaveText('Étape 4 sur 5 : Récapitulatif');
  await expect(page).toHaveURL(/\/edit$/);
  const id = orderIdFromUrl(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier la commande' })).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Étape 4 sur 5 : Récapitulatif');
  const right = page.getByRole('region', { name: 'Oreille droite' });
  await expect(right).toContainText('Silhouette');
  await expect(right).toContainText('Avec cordon');
  await expect(page.getByRole('region', { name: 'Informations patient' })).toContainText(patient.lastName);

  const session = await apiSessionOf(page.request, DEMO.user);
  expect((await findDrafts(session, patient.lastName)).map((draft) => draft.id)).toEqual([id]);
});

test('[ORDERS] a draft opens at its furthest completed step', async ({ page }) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  await signInAs(page, DEMO.user);
  const cases = [
    { seed: { details: null }, step: 'Étape 2 sur 5' },
    { seed: { details: { type: 'remote' } }, step: 'Étape 2 sur 5' },
    { seed: { details: { type: 'classic', left: { shape: 'concha' } } }, step: 'Étape 3 sur 5' },
    { seed: {}, step: 'Étape 4 sur 5' },
    { seed: { transferMethod: 'octocloud' }, step: 'Étape 5 sur 5' },
  ];
  for (const { seed, step } of cases) {
    const id = await createDraft(session, { ...uniquePatient('Reprise'), ...seed });
    await page.goto(`/dashboard/orders/${id}/edit`);
    await expect(stepTitle(page)).toContainText(step);
  }
  // Earlier steps stay one click away.
  await page.getByRole('button', { name: 'Étape 1 : Patient' }).click();
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Reprise');
});

test('[ORDERS] the comment is saved by itself half a second after typing', async ({ page }) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const id = await createDraft(session, { ...uniquePatient('Commentaire'), transferMethod: 'physical' });
  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${id}/edit`);
  await page.getByLabel('Commentaire').fill('Patient allergique au silicone, merci de vérifier.');
  await expect
    .poll(async () => (await getOrderJson<{ comment: string }>(session, id)).comment, { timeout: 5000 })
    .toBe('Patient allergique au silicone, merci de vérifier.');
  await page.reload();
  await expect(page.getByLabel('Commentaire')).toHaveValue(
    'Patient allergique au silicone, merci de vérifier.',
  );
});

test('[ORDERS] a new order starts clean on each visit', async ({ page }) => {
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders/new');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await page.getByLabel('Prénom', { exact: true }).fill('Oublié');
  await menu.getByRole('link', { name: 'Nouvelle commande' }).click();
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('');

  // After a save too: the next visit is a new order, the draft stays a draft.
  const patient = uniquePatient('Propre');
  await fillPatient(page, patient);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Brouillon enregistré')).toBeVisible();
  await menu.getByRole('link', { name: 'Nouvelle commande' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/new$/);
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Femme' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'N/C' })).toBeChecked();
  await page.goto('/dashboard/profile');
  await page.goBack();
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('');
});
