import { DEMO, signInAs } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';

// The suite runs with reduced motion (playwright.config.ts); the landing page's counters are what
// motion is for, so this file runs with it, as most visitors have it.
test.use({ reducedMotion: 'no-preference' });

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

// Decision 73: a visitor without a session gets the landing page rendered at build time, with a
// script of its own instead of the app's; its menu works all the same, and its links lead to the app.
test('[PUBLIC] on a phone, the landing page opens its menu without the app, whose pages its links load', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Des embouts');
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/)]);

  const menu = page.locator('#menu-mobile');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
  await menu.getByRole('link', { name: 'Contact' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await menu.getByRole('link', { name: 'Connexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Conque`);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('[PUBLIC] the landing page shows its figures at their final value once visible, without counting', async ({
    page,
  }) => {
    await page.goto('/');
    const produced = page
      .locator('dt', { hasText: 'Embouts produits' })
      .locator('xpath=following-sibling::dd[1]');
    // Every text the figure shows from now on.
    await produced.evaluate((node) => {
      const shown: (string | null)[] = [];
      (window as unknown as { shown: typeof shown }).shown = shown;
      new MutationObserver(() => shown.push(node.textContent)).observe(node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.getByRole('heading', { name: 'Nos chiffres' }).scrollIntoViewIfNeeded();
    await expect(produced).toHaveText('723');
    expect(await page.evaluate(() => (window as unknown as { shown: string[] }).shown)).toEqual(['723']);
  });
});
