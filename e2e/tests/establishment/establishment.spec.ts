import { randomBytes } from 'node:crypto';
import { DEMO, DEMO_SIRET, signInAs } from '../../fixtures/accounts';
import { registerManagerWithEstablishment } from '../../fixtures/establishment';
import { type ApiSession, apiSessionOf, createOrder } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

/**
 * Leaves the demo establishment's addresses as they were. A default stays: other tests may be
 * ordering to it at this moment (e2e/fixtures/orders.ts defaultAddressId).
 */
const removeUnlessDefault = async ({ request, token }: ApiSession, name: string) => {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/delivery-addresses', { headers });
  const { items } = (await list.json()) as { items: { id: string; name: string; is_default: boolean }[] };
  const added = items.find((address) => address.name === name);
  if (added && !added.is_default) await request.delete(`/api/delivery-addresses/${added.id}`, { headers });
};

const suffix = () => randomBytes(3).toString('hex');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
// Sonner's live region: toasts are asserted where the user sees them.
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const form = (page: Page) => page.getByRole('form', { name: "Informations de l'établissement" });
const addressList = (page: Page) => page.getByRole('list', { name: 'Adresses de livraison' });
const addressItem = (page: Page, name: string) => addressList(page).getByRole('listitem', { name });

test('[ESTABLISHMENT] a manager edits its establishment: field rules, a taken SIRET, saved after a reload', async ({
  page,
}) => {
  const name = `Audition Fournier ${suffix()}`;
  const manager = await registerManagerWithEstablishment(page.request, name);
  await signInAs(page, manager.email, manager.password);
  await page.goto('/dashboard');
  await nav(page).getByRole('link', { name: 'Mon établissement' }).click();
  await expect(page).toHaveURL(/\/dashboard\/establishment$/);
  await expect(page.getByRole('heading', { name: 'Mon établissement', level: 1 })).toBeVisible();

  const fields = form(page);
  await expect(fields.getByLabel("Nom de l'établissement")).toHaveValue(name);
  await expect(fields.getByLabel('SIRET')).toHaveValue(manager.establishment.siret);
  await expect(fields.getByLabel('Adresse de facturation')).toHaveValue('8 rue Paul Bert');
  await expect(fields.getByLabel('Code postal')).toHaveValue('69003');
  await expect(fields.getByLabel('Ville')).toHaveValue('Lyon');

  // Spec 001 §5: the rules and words of the setup form.
  await fields.getByLabel("Nom de l'établissement").fill('   ');
  await fields.getByLabel('SIRET').fill('1234');
  await fields.getByLabel('Code postal').fill('6900');
  await fields.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(fields.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(fields.getByText('Le numéro SIRET doit contenir 14 chiffres')).toBeVisible();
  await expect(fields.getByText('Le code postal doit contenir 5 chiffres')).toBeVisible();
  await expect(fields.getByLabel('SIRET')).toHaveAttribute('aria-invalid', 'true');
  // 14 digits, but the key is wrong.
  await fields.getByLabel('SIRET').fill('12345678901234');
  await fields.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(fields.getByText('Le numéro SIRET est invalide')).toBeVisible();

  // Another establishment's SIRET: the server's 409 names it.
  const renamed = `Audition Fournier Bellecour ${suffix()}`;
  await fields.getByLabel("Nom de l'établissement").fill(renamed);
  await fields.getByLabel('SIRET').fill(DEMO_SIRET);
  await fields.getByLabel('Code postal').fill('69002');
  await fields.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    fields.getByText(
      "Un établissement avec ce numéro SIRET existe déjà (Audition Démo). Veuillez contacter votre manager pour plus d'informations",
    ),
  ).toBeVisible();
  await expect(toasts(page).getByText('Erreur')).toBeVisible();
  await expect(toasts(page).getByText('Impossible de sauvegarder les modifications')).toBeVisible();

  // Its own SIRET, typed with spaces as printed on a Kbis, and the new name.
  const spaced = manager.establishment.siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4');
  await fields.getByLabel('SIRET').fill(spaced);
  await fields.getByLabel('Adresse de facturation').fill('2 place Bellecour');
  await fields.getByLabel('Ville').fill('Lyon 2e');
  await fields.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toasts(page).getByText('Modifications sauvegardées')).toBeVisible();
  await expect(fields.getByText(/numéro SIRET/)).toHaveCount(0);

  await page.reload();
  await expect(form(page).getByLabel("Nom de l'établissement")).toHaveValue(renamed);
  await expect(form(page).getByLabel('SIRET')).toHaveValue(manager.establishment.siret);
  await expect(form(page).getByLabel('Adresse de facturation')).toHaveValue('2 place Bellecour');
  await expect(form(page).getByLabel('Code postal')).toHaveValue('69002');
  await expect(form(page).getByLabel('Ville')).toHaveValue('Lyon 2e');
});

test('[ESTABLISHMENT] a manager adds delivery addresses, moves the default and deletes with a confirmation', async ({
  page,
}) => {
  // Three addresses added, a default moved, two deletions: 49.6 s on stop 15's loaded local CI.
  test.slow();
  const manager = await registerManagerWithEstablishment(page.request, `Audition Carnot ${suffix()}`);
  await signInAs(page, manager.email, manager.password);
  await page.goto('/dashboard/establishment');
  await expect(page.getByText('Aucune adresse de livraison renseignée')).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle adresse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse de livraison' });
  await dialog.getByRole('button', { name: "Ajouter l'adresse" }).click();
  await expect(dialog.getByText('Ce champ est obligatoire')).toHaveCount(4);
  await dialog.getByLabel('Nom').fill('Cabinet Carnot');
  await dialog.getByLabel('Adresse', { exact: true }).fill('15 avenue Carnot');
  await dialog.getByLabel('Code postal').fill('6300');
  await dialog.getByLabel('Ville').fill('Clermont-Ferrand');
  await dialog.getByRole('button', { name: "Ajouter l'adresse" }).click();
  await expect(dialog.getByText('Le code postal doit contenir 5 chiffres')).toBeVisible();
  await dialog.getByLabel('Code postal').fill('63000');
  await dialog.getByRole('button', { name: "Ajouter l'adresse" }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText('Succès')).toBeVisible();
  await expect(toasts(page).getByText("L'adresse a été ajoutée")).toBeVisible();

  // The first address is the default (docs/decisions/0019-delivery-addresses.md).
  const carnot = addressItem(page, 'Cabinet Carnot');
  await expect(carnot).toContainText('15 avenue Carnot, 63000 Clermont-Ferrand');
  await expect(carnot.getByText('Par défaut', { exact: true })).toBeVisible();
  await expect(carnot.getByRole('button', { name: 'Définir par défaut' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Nouvelle adresse' }).click();
  await dialog.getByLabel('Nom').fill('Annexe Jaude');
  await dialog.getByLabel('Adresse', { exact: true }).fill('3 place de Jaude');
  await dialog.getByLabel('Code postal').fill('63000');
  await dialog.getByLabel('Ville').fill('Clermont-Ferrand');
  await dialog.getByRole('button', { name: "Ajouter l'adresse" }).click();
  const jaude = addressItem(page, 'Annexe Jaude');
  await expect(jaude).toBeVisible();
  await expect(jaude.getByText('Par défaut', { exact: true })).toHaveCount(0);

  await jaude.getByRole('button', { name: 'Définir par défaut' }).click();
  await expect(jaude.getByText('Par défaut', { exact: true })).toBeVisible();
  await expect(carnot.getByText('Par défaut', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(addressItem(page, 'Annexe Jaude').getByText('Par défaut', { exact: true })).toBeVisible();
  await expect(addressList(page).getByText('Par défaut', { exact: true })).toHaveCount(1);

  // Cancelling the confirmation keeps the address; confirming removes it.
  await addressItem(page, 'Cabinet Carnot').getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cette adresse ?' });
  await expect(confirm).toContainText('« Cabinet Carnot »');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(addressItem(page, 'Cabinet Carnot')).toBeVisible();
  await addressItem(page, 'Cabinet Carnot').getByRole('button', { name: 'Supprimer' }).click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toBeHidden();
  await expect(toasts(page).getByText('Adresse supprimée')).toBeVisible();
  await expect(addressItem(page, 'Cabinet Carnot')).toHaveCount(0);

  await addressItem(page, 'Annexe Jaude').getByRole('button', { name: 'Supprimer' }).click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Aucune adresse de livraison renseignée')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Aucune adresse de livraison renseignée')).toBeVisible();
});

test("[ESTABLISHMENT] a manager's new address is offered to a user, who gets no manager controls", async ({
  page,
  browser,
}) => {
  // Several signed-in browser contexts in one test: three times the usual time on a loaded machine.
  test.slow();
  const addressName = `Centre Part-Dieu ${suffix()}`;
  const manager = await apiSessionOf(page.request, DEMO.manager);
  const managerOrder = await createOrder(manager, { firstName: 'Mathis', lastName: `Adresse-${suffix()}` });

  // The demo manager adds a (non-default) address from the establishment page.
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/establishment');
  await page.getByRole('button', { name: 'Nouvelle adresse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse de livraison' });
  await dialog.getByLabel('Nom').fill(addressName);
  await dialog.getByLabel('Adresse', { exact: true }).fill('17 rue du Docteur Bouchut');
  await dialog.getByLabel('Code postal').fill('69003');
  await dialog.getByLabel('Ville').fill('Lyon');
  await dialog.getByRole('button', { name: "Ajouter l'adresse" }).click();
  await expect(addressItem(page, addressName)).toBeVisible();

  // In the wizard's delivery step the manager is offered 'Nouvelle adresse'.
  await page.goto(`/dashboard/orders/${managerOrder}/edit`);
  await expect(page.getByLabel('Adresse de livraison')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvelle adresse' })).toBeVisible();

  const userPage = await browser.newPage();
  try {
    await signInAs(userPage, DEMO.user);
    // Not in the user's menu; opened by URL, the page is read-only.
    await userPage.goto('/dashboard');
    await expect(nav(userPage).getByRole('link', { name: 'Mes commandes' })).toBeVisible();
    await expect(nav(userPage).getByRole('link', { name: 'Mon établissement' })).toHaveCount(0);
    await userPage.goto('/dashboard/establishment');
    await expect(userPage.getByRole('definition').filter({ hasText: 'Audition Démo' })).toBeVisible();
    await expect(userPage.getByRole('definition').filter({ hasText: DEMO_SIRET })).toBeVisible();
    await expect(
      userPage.getByText(
        "Seul un manager de l'établissement peut modifier ces informations et les adresses de livraison.",
      ),
    ).toBeVisible();
    await expect(addressItem(userPage, addressName)).toContainText('17 rue du Docteur Bouchut, 69003 Lyon');
    await expect(userPage.getByRole('textbox')).toHaveCount(0);
    for (const control of ['Enregistrer', 'Nouvelle adresse', 'Définir par défaut', 'Supprimer'])
      await expect(userPage.getByRole('button', { name: control })).toHaveCount(0);

    // In the user's own order, the new address is a choice, but there is no 'Nouvelle adresse'.
    const user = await apiSessionOf(userPage.request, DEMO.user);
    const userOrder = await createOrder(user, { firstName: 'Lina', lastName: `Adresse-${suffix()}` });
    await userPage.goto(`/dashboard/orders/${userOrder}/edit`);
    const select = userPage.getByLabel('Adresse de livraison');
    await expect(select).toBeVisible();
    await expect(select.getByRole('option', { name: new RegExp(`^${addressName} — `) })).toHaveCount(1);
    await expect(userPage.getByRole('button', { name: 'Nouvelle adresse' })).toHaveCount(0);
  } finally {
    await userPage.close();
    await removeUnlessDefault(manager, addressName);
  }
});

test('[ESTABLISHMENT] a viewer sees the establishment read-only', async ({ page }) => {
  await signInAs(page, DEMO.viewer);
  await page.goto('/dashboard/establishment');
  await expect(page.getByRole('definition').filter({ hasText: 'Audition Démo' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: DEMO_SIRET })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adresses de livraison' })).toBeVisible();
  await expect(page.getByText('Impossible de charger les adresses de livraison')).toHaveCount(0);
  for (const control of ['Enregistrer', 'Nouvelle adresse', 'Définir par défaut', 'Supprimer'])
    await expect(page.getByRole('button', { name: control })).toHaveCount(0);
});

test('[ESTABLISHMENT] a preparator, who has no establishment, is sent to its dashboard', async ({ page }) => {
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/establishment');
  await expect(page).toHaveURL(/\/dashboard\/preparator$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adresses de livraison' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nouvelle adresse' })).toHaveCount(0);
});
