import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts';

test('[PUBLIC] the landing page shows every section and counts its figures up once visible', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Inscription' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Commencer maintenant' }).first()).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('heading', { name: 'Production optimisée' })).toBeVisible();
  for (const card of ['Qualité garantie', 'Délais optimisés', 'Sur-mesure', 'Suivi détaillé']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }

  const figures = page.getByRole('heading', { name: 'Nos chiffres' });
  const produced = page
    .locator('dt', { hasText: 'Embouts produits' })
    .locator('xpath=following-sibling::dd[1]');
  // Not yet in view: the counters have not run.
  await expect(produced).not.toHaveText('723');
  await figures.scrollIntoViewIfNeeded();
  const started = Date.now();
  await expect(produced).toHaveText('723', { timeout: 5000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  const value = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Audioprothésistes partenaires')).toHaveText('64');
  await expect(value('Délai moyen de production')).toHaveText('36\u00a0h');
  await expect(value('Taux de satisfaction')).toHaveText('99\u00a0%');

  await expect(page.getByRole('heading', { name: 'Ils nous font confiance' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Portrait de Claire Dumont' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: "Prêt à optimiser votre production d'embouts ?" }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/contact');
});

test('[PUBLIC] a signed-in user sees "Mon espace Conque" in the header, leading to the dashboard', async ({
  page,
}) => {
  await signInAs(page, DEMO.user);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Mon espace Conque' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
  await header.getByRole('link', { name: 'Mon espace Conque' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The public header is hidden on every /dashboard path.
  await expect(page.getByRole('link', { name: 'Mon espace Conque' })).toHaveCount(0);
});
