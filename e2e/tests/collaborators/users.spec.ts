import { DEMO, signInAs } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';

test('[USERS] a preparator lists every account with its role and establishment, and searches it', async ({
  page,
}) => {
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Utilisateurs' })).toBeVisible();
  const table = page.getByRole('table');
  // Newest first, ten a page: the accounts other tests make meanwhile come before the demo's.
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/\d+ utilisateurs/);
  await page.getByLabel('Rechercher').fill(DEMO.manager);
  const manager = table.getByRole('row').filter({ hasText: DEMO.manager });
  await expect(manager).toBeVisible();
  await expect(manager.getByText('Manager', { exact: true })).toBeVisible();
  await expect(manager.getByText('Audition Démo')).toBeVisible();

  await page.getByLabel('Rechercher').fill('visiteur@conque');
  await expect(page).toHaveURL(/recherche=visiteur/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Visiteur');
  await page.getByLabel('Rechercher').fill('personne-de-tel');
  await expect(table.getByText('Aucun utilisateur trouvé')).toBeVisible();
});

test('[USERS] another role typing the address is sent to its home (the server refuses it anyway)', async ({
  page,
}) => {
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
  await expect(page.getByText('Impossible de charger la liste des utilisateurs')).toHaveCount(0);
});
