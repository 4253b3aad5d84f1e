import { expect, test } from '../../fixtures/test';

// The privacy notice at /confidentialite, linked from the footer and the sign-up form.

test('[PUBLIC] the privacy notice is one click from the footer and from the sign-up form', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' }).click();
  await expect(page).toHaveURL(/\/confidentialite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  for (const title of [
    'Qui traite vos données',
    'Quelles données, pour quoi faire',
    'Combien de temps',
    'Vos droits',
  ])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // The retention the server applies (IMPRESSION_RETENTION_MONTHS, 36 by default) and the lab's address.
  await expect(page.getByText("Empreintes d'oreille : 36 mois après l'expédition")).toBeVisible();
  await expect(page.getByText('12 rue de la Conque, 69003 Lyon').first()).toBeVisible();

  await page.goto('/register');
  await page.getByRole('link', { name: 'politique de confidentialité' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
});
