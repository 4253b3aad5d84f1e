import { DEMO, signInAs } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';

// The preparators' "Tarifs" page. A version is added for a far day (2099), so the
// prices in force for the rest of the suite never change.

test('[PREPARATOR] the preparator adds a version of the price list from a date; the history keeps each one', async ({
  page,
}) => {
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Tarifs' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/preparator\/prices$/);
  await expect(page.getByRole('heading', { name: 'Tarifs', level: 1 })).toBeVisible();

  const classic = page.getByLabel('Embout classique (par oreille) (€ HT)');
  await expect(classic).toHaveValue('38,00');
  await expect(page.getByLabel('Express (€ HT)')).toHaveValue('22,00');

  // A typing slip is caught on the field; a past date is refused by the server, which says why.
  await classic.fill('38,5x');
  await page.getByRole('button', { name: 'Enregistrer les tarifs' }).click();
  await expect(page.getByText('Montant invalide (par exemple 38,50)')).toBeVisible();
  await classic.fill('42,50');
  await page.getByLabel("Date d'effet").fill('2020-01-01');
  await page.getByRole('button', { name: 'Enregistrer les tarifs' }).click();
  await expect(page.getByText("Date d'effet : La date d'effet ne peut pas être passée")).toBeVisible();

  await page.getByLabel("Date d'effet").fill('2099-01-01');
  await page.getByRole('button', { name: 'Enregistrer les tarifs' }).click();
  await expect(page.getByText('Nouveaux tarifs enregistrés, en vigueur le 1 janvier 2099')).toBeVisible();

  const versions = page.getByRole('list', { name: 'Versions des tarifs' });
  const coming = versions.getByRole('listitem').filter({ hasText: 'À partir du 1 janvier 2099' }).first();
  await expect(coming).toContainText('À venir');
  await expect(coming).toContainText('Claire Dubois');
  await coming.getByText('À partir du 1 janvier 2099').click();
  await expect(coming.getByRole('row', { name: /Embout classique \(par oreille\)/ })).toContainText('42,50');
  // The list in force is still the same.
  await expect(versions.getByRole('listitem').filter({ hasText: 'En vigueur' }).first()).toBeVisible();
});

test('[PREPARATOR] a manager has no Tarifs page', async ({ page }) => {
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/preparator/prices');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
});
