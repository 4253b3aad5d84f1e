import { passwordGrant, signInAs } from '../../fixtures/accounts';
import { managerWithoutAddress } from '../../fixtures/order-wizard';
import { expect, test } from '../../fixtures/test';

// A session the server ended (here: the same account signed out everywhere from another
// device) no longer leaves the dashboard failing until the access token expires.

test('[AUTH] a session ended on the server sends the next action to /login, which says why', async ({
  page,
  request,
}) => {
  // An account of its own: signing out everywhere must not end the demo accounts' sessions, which
  // the other tests use at the same time.
  const account = await managerWithoutAddress(request);
  // The next API call is what this test follows: without the live stream, which would otherwise
  // end the session on this page by itself within the second (its own tests).
  await page.route('**/api/events', (route) => route.abort());
  await signInAs(page, account.email, account.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Mes commandes' })).toBeVisible();

  // Another device signs the same account out everywhere: the page's session is gone on the server.
  const elsewhere = await passwordGrant(request, account.email, account.password);
  const logout = await request.post('/auth/v1/logout?scope=global', {
    headers: { authorization: `Bearer ${elsewhere.access_token}` },
  });
  expect(logout.status()).toBe(204);

  // The next action: a page whose list is not in the cache yet.
  const draftLists: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/orders/drafts') draftLists.push(sent.url());
  });
  await page.getByRole('link', { name: /^Mes brouillons/ }).click();

  await expect(page).toHaveURL(/\/login\?message=session-ended$/);
  await expect(page.getByText('Votre session a pris fin. Reconnectez-vous pour continuer.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('conque-auth'))).toBeNull();
  // Asked once: a 401 is not retried (the default retry would ask again a second later).
  await page.waitForTimeout(1_500);
  expect(draftLists).toHaveLength(1);

  // Signed out for good on this device: the dashboard sends back to the sign-in form.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // And signing in again works, from the form that said why.
  await page.goto('/login?message=session-ended');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
