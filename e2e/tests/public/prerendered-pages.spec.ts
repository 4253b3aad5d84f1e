import { DEMO } from '../../fixtures/accounts';
import { expect, type Page, test } from '../../fixtures/test';

/** Holds the app's entry script until the returned function is called. */
const holdAppScript = async (page: Page) => {
  let release: () => void = () => {};
  const appHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return release;
};

// Decision 73: /login and /register are drawn at build time and shown before the app's script has
// run; they are inert until the app takes the page over as it is (hydration), which then works as ever.
test('[PUBLIC] the sign-in page shows before the app, unusable until the app takes it over', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  // Not 'domcontentloaded': that waits for the app's script, a module, which is held.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page).toHaveTitle('Connexion · Conque');
  // Inert until the app is there: its fields take no focus, so nothing typed would be lost.
  await expect(page.locator('#root[inert]')).toHaveCount(1);
  await page.getByLabel('Email').focus();
  await expect(page.getByLabel('Email')).not.toBeFocused();
  const heading = await page.getByRole('heading', { name: 'Connexion' }).elementHandle();

  release();
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  // Taken over, not drawn again: the heading shown before the app is the app's own.
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  await page.getByLabel('Email').fill(DEMO.user);
  await page.getByLabel('Mot de passe').fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
});

test('[PUBLIC] a sign-in page drawn in an earlier year is drawn again, with this year in its footer', async ({
  page,
}) => {
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.setFixedTime(new Date(nextYear, 0, 2, 10, 0));
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = await page.getByRole('heading', { name: 'Connexion' }).elementHandle();
  release();
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${nextYear} Conque`);
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(false);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
});
