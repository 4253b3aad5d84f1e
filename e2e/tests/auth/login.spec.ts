import { DEMO, DEMO_PASSWORD, signInAs, uniqueEmail } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';

test('[AUTH] sign-in messages: wrong password, unconfirmed e-mail', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.user);
  await page.getByLabel('Mot de passe').fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();

  const email = uniqueEmail('non-confirme');
  const signup = await page.request.post('/auth/v1/signup', {
    data: { email, password: 'motdepasse1', data: {} },
  });
  expect(signup.ok()).toBe(true);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('motdepasse1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Veuillez confirmer votre email avant de vous connecter')).toBeVisible();
});

test('[AUTH] too many failed sign-ins for one address end in "Erreur de connexion"', async ({ page }) => {
  const email = uniqueEmail('bloque');
  // Exhaust the per-address limit (raised 20-fold for the test server), then try once more in the form:
  // a 429 is neither bad credentials nor an unconfirmed e-mail.
  for (let attempt = 0; attempt < 400; attempt++) {
    const response = await page.request.post('/auth/v1/token?grant_type=password', {
      data: { email, password: 'mauvais' },
    });
    if (response.status() === 429) break;
  }
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('mauvais');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Erreur de connexion')).toBeVisible();
});

test('[AUTH] a signed-in user is sent from /login, /register and /forgot-password to the dashboard', async ({
  page,
}) => {
  await signInAs(page, DEMO.manager);
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto('/');
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The history entry was replaced: going back returns to the page before, not to the form.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('[AUTH] signing in with the form lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'créez un compte gratuitement' })).toHaveAttribute(
    'href',
    '/register',
  );
  await page.getByLabel('Email').fill(DEMO.manager);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
