import { DEMO, DEMO_PASSWORD } from '../../fixtures/accounts';
import { expect, type Page, test } from '../../fixtures/test';

const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script until the returned function is called. */
const holdAppScript = async (page: Page) => {
  let release: () => void = () => {};
  const appHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await appHeld;
    await route.continue();
  });
  return release;
};

// Decisions 73 and 111: /login and /register are drawn at build time and usable at
// once; the app's script is fetched at the first interaction and takes the page over as it is, with
// what was typed in it; a form sent before it arrived is sent by the app.
test('[PUBLIC] the sign-in page works before the app: what is typed and sent before its script arrives is kept', async ({
  page,
}) => {
  const appRequests: string[] = [];
  page.on('request', (request) => {
    if (APP_SCRIPT.test(request.url())) appRequests.push(request.url());
  });
  const release = await holdAppScript(page);
  await page.goto('/login');
  await expect(page).toHaveTitle('Connexion · Conque');
  const heading = await page.getByRole('heading', { name: 'Connexion' }).elementHandle();
  // Nobody has touched the page: the app is not fetched (a phone's main thread stays free).
  expect(appRequests).toHaveLength(0);

  await page.getByLabel('Email').fill(DEMO.user);
  await page.getByLabel('Mot de passe').fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The first interaction asked for the app, which is held: the press waits for it, in this page.
  expect(appRequests).toHaveLength(1);
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
  // Taken over, not drawn again: the heading shown before the app is the app's own, and the fields
  // kept what was typed.
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.user);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('[PUBLIC] the sign-up page keeps what was typed and pressed before the app took it over', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/register');
  await page.getByRole('button', { name: "J'ai un code d'invitation" }).click();
  await page.getByLabel('Email').fill('nouvelle.personne@exemple.fr');
  await page.getByLabel('Mot de passe').fill('motdepasse1');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  release();
  // The press on the mode, then the form sent, done again in that order: the code is asked for.
  await expect(page.getByLabel("Code d'invitation")).toBeVisible();
  await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('nouvelle.personne@exemple.fr');
  await expect(page.getByLabel('Mot de passe')).toHaveValue('motdepasse1');
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
