import { DEMO, signInAs } from '../../fixtures/accounts';
import {
  acceptTerms,
  categoryButton,
  chooseShipping,
  chooseTransfer,
  chooseType,
  createDraft,
  earRegion,
  fillPatient,
  managerWithoutAddress,
  nextStep,
  pickOption,
  selectEar,
  toast,
  uniquePatient,
} from '../../fixtures/order-wizard';
import { apiSessionOf, getOrderJson } from '../../fixtures/orders';
import { binaryStlOfMegabytes, stlPayload } from '../../fixtures/stl';
import { expect, type Page, test } from '../../fixtures/test';

// Spec 001 §5: each step's rules, step 3's blocking message with its red categories, the special
// marking's 7 characters, the custom vent dimension above 0,8 mm, and the final validation errors in
// the spec's order.

// Whole clinician flows on a shared two-core machine: more time than a single-screen test.
test.describe.configure({ timeout: 90_000 });

const INCOMPLETE = 'Veuillez remplir toutes les options pour chaque oreille sélectionnée avant de continuer.';
const VENT_INVALID = 'La dimension doit être supérieure à 0,8 mm (10 mm au maximum)';

const startClassic = async (page: Page, prefix: string) => {
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders/new');
  await fillPatient(page, uniquePatient(prefix));
  await nextStep(page);
  await chooseType(page, 'Embout classique');
  await nextStep(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Configuration' })).toBeVisible();
};

const showCategory = (page: Page, title: string) => categoryButton(page, title).click();

test('[ORDERS] the patient and type steps wait for their required fields', async ({ page }) => {
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders/new');
  const next = page.getByRole('button', { name: 'Étape suivante' });
  await fillPatient(page, { firstName: '   ', lastName: 'Durand' });
  await expect(next).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();
  await page.getByLabel('Nom', { exact: true }).focus();
  await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
  await page.getByLabel('Prénom', { exact: true }).fill('Léa');
  await expect(next).toBeEnabled();
  await next.click();

  await expect(next).toBeDisabled();
  await chooseType(page, 'Protection auditive');
  await expect(page.getByLabel('Domaine')).toHaveValue('');
  await expect(page.getByLabel('Domaine').locator('option:checked')).toHaveText('Sélectionnez un domaine');
  await expect(next).toBeDisabled();
  await chooseType(page, 'Embout pour écouteur déporté');
  await expect(page.getByLabel('Marque').locator('option:checked')).toHaveText('Sélectionnez une marque');
  await expect(next).toBeDisabled();
  await chooseType(page, 'Embout classique');
  await expect(next).toBeEnabled();
});

test('[ORDERS] an incomplete ear blocks the recap and its categories turn red', async ({ page }) => {
  await startClassic(page, 'Incomplet');
  // No ear selected: the same message.
  const categories = page.getByRole('navigation', { name: 'Catégories' }).getByRole('button');
  await showCategory(page, 'Options supplémentaires');
  await page.getByRole('button', { name: 'Récapitulatif de la commande' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(INCOMPLETE);

  await selectEar(page, 'left');
  await showCategory(page, 'Forme');
  await pickOption(page, 'left', 'Forme', 'Fond de conque');
  await showCategory(page, 'Options supplémentaires');
  await page.getByRole('button', { name: 'Récapitulatif de la commande' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(INCOMPLETE);
  await expect(categoryButton(page, 'Forme')).toHaveAccessibleName('Forme (complète)');
  for (const title of ['Matériau', 'Couleur', 'Tube', 'Options', 'Évent', 'Finition']) {
    await expect(categoryButton(page, title)).toHaveAccessibleName(`${title} (à compléter)`);
    await expect(categoryButton(page, title)).toHaveClass(/text-destructive/);
  }
  // The cord has its default (Sans cordon): complete, never red.
  await expect(categoryButton(page, 'Cordon')).toHaveAccessibleName('Cordon (complète)');
  await expect(categories).toHaveCount(9);
  await expect(page.getByRole('heading', { level: 2, name: 'Configuration' })).toBeVisible();

  // Choosing the missing option turns its category back to a tick.
  await showCategory(page, 'Matériau');
  await pickOption(page, 'left', 'Matériau', 'Silicone');
  await expect(categoryButton(page, 'Matériau')).toHaveAccessibleName('Matériau (complète)');
});

test('[ORDERS] the special marking keeps 7 characters and a custom vent must exceed 0,8 mm', async ({
  page,
}) => {
  await startClassic(page, 'Marquage');
  await selectEar(page, 'left');
  await showCategory(page, 'Options supplémentaires');
  const marking = earRegion(page, 'left').getByLabel('Marquage spécial');
  await expect(page.getByText('7 caractères au maximum')).toBeVisible();
  await marking.pressSequentially('GAUCHE-12');
  await expect(marking).toHaveValue('GAUCHE-');

  await showCategory(page, 'Évent');
  await pickOption(page, 'left', 'Évent', 'Parallèle');
  // Parallèle needs a dimension (spec 001 §5): the category stays to do until one is chosen.
  await expect(categoryButton(page, 'Évent')).toHaveAccessibleName('Évent');
  await earRegion(page, 'left').getByLabel("Dimension de l'évent").selectOption({ label: 'Autre dimension' });
  const custom = earRegion(page, 'left').getByLabel('Dimension personnalisée (mm)');
  for (const refused of ['0,8', '0,5', '12']) {
    await custom.fill(refused);
    await expect(earRegion(page, 'left').getByRole('alert')).toHaveText(VENT_INVALID);
    await expect(categoryButton(page, 'Évent')).toHaveAccessibleName('Évent');
  }
  await custom.fill('1,3');
  await expect(earRegion(page, 'left').getByRole('alert')).toHaveCount(0);
  await expect(categoryButton(page, 'Évent')).toHaveAccessibleName('Évent (complète)');

  // Changing the vent clears its dimension (spec 001 §4).
  await pickOption(page, 'left', 'Évent', 'Rainuré');
  await expect(earRegion(page, 'left').getByLabel("Dimension de l'évent")).toHaveValue('');
  await expect(categoryButton(page, 'Évent')).toHaveAccessibleName('Évent');
});

test('[ORDERS] the final checks come in the spec order', async ({ page }) => {
  const account = await managerWithoutAddress(page.request);
  const session = await apiSessionOf(page.request, account.email, account.password);
  const patient = uniquePatient('Finale');
  const id = await createDraft(session, patient);
  await signInAs(page, account.email, account.password);
  await page.goto(`/dashboard/orders/${id}/edit`);
  // Complete details and no transfer method yet: the draft opens on the recap.
  await expect(page.getByRole('heading', { level: 2, name: 'Récapitulatif' })).toBeVisible();
  await page.getByRole('button', { name: 'Je confirme les informations' }).click();

  const main = page.getByRole('main');
  const validate = page.getByRole('button', { name: 'Valider la commande' });
  await expect(main.getByText('Aucune adresse de livraison renseignée')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvelle adresse' })).toBeVisible();
  await validate.click();
  await expect(main.getByRole('alert')).toHaveText('Veuillez sélectionner une adresse de livraison');
  await expect(toast(page, 'Veuillez sélectionner une adresse de livraison')).toBeVisible();

  await chooseShipping(page, 'Retrait sur place');
  await validate.click();
  await expect(main.getByRole('alert')).toHaveText(
    'Veuillez sélectionner une méthode de transfert des empreintes valide',
  );
  // Natus sends scans: without a file the method is not valid yet.
  await chooseTransfer(page, 'Natus');
  await validate.click();
  await expect(main.getByRole('alert')).toHaveText(
    'Veuillez sélectionner une méthode de transfert des empreintes valide',
  );

  // A scan still on its way: 'Veuillez attendre la fin de l'envoi des fichiers' comes before the terms.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10 * 1024 * 1024,
    uploadThroughput: 512 * 1024,
  });
  await page
    .getByLabel('Ajouter des fichiers STL')
    .setInputFiles(stlPayload('natus.stl', binaryStlOfMegabytes(3)));
  await expect(page.getByRole('progressbar', { name: 'Envoi de natus.stl' })).toBeVisible();
  await validate.click();
  await expect(main.getByRole('alert').filter({ hasText: 'Veuillez' })).toHaveText(
    "Veuillez attendre la fin de l'envoi des fichiers",
  );
  await expect(
    main.getByRole('list', { name: 'Fichiers STL' }).getByText('Envoyé', { exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await validate.click();
  await expect(main.getByRole('alert')).toHaveText('Veuillez accepter les conditions générales de vente');
  await acceptTerms(page);
  // The error goes once its cause is fixed.
  await expect(main.getByRole('alert')).toHaveCount(0);
  await validate.click();
  await expect(toast(page, 'Commande validée')).toBeVisible();
  const order = await getOrderJson<{ status: string; shipping_address: unknown; transfer_method: string }>(
    session,
    id,
  );
  expect(order).toMatchObject({ status: 'registered', shipping_address: null, transfer_method: 'natus' });
});
