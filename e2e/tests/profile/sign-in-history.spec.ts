import type { Page } from '@playwright/test';
import { registerManagerWithEstablishment } from '../../fixtures/establishment';
import { type DevMail, latestMailTo, linkIn } from '../../fixtures/mailbox';
import { expect, test } from '../../fixtures/test';

// The sign-in history of the profile page, and the « Nouvelle connexion » mail when
// an account signs in from a browser it never used (its signed device cookie, set on auth-js's call).

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ALERT = 'Nouvelle connexion à votre compte Conque';

const signInThroughForm = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
};

test('[PROFILE] the history lists each sign-in, and a browser the account never used brings the « Nouvelle connexion » mail', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  // Its first sign-in (by the API, in this browser's cookie jar) only makes the browser known.
  const manager = await registerManagerWithEstablishment(page.request, 'Audition Historique');
  const alerts = async () =>
    ((await (await page.request.get('/api/dev/mail')).json()) as DevMail[]).filter(
      (mail) => mail.to === manager.email && mail.subject === ALERT,
    );

  await signInThroughForm(page, manager.email, 'pas-le-bon');
  await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
  await signInThroughForm(page, manager.email, manager.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/profile');
  const history = page.getByRole('list', { name: 'Historique des connexions' });
  await expect(history.getByRole('listitem').first()).toContainText('Connexion réussie');
  await expect(history.getByRole('listitem').first()).toContainText('Chrome sur Linux');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Échec de connexion');
  // The same browser, known: no mail.
  expect(await alerts()).toEqual([]);

  const phoneContext = await browser.newContext({ userAgent: IPHONE, viewport: { width: 375, height: 740 } });
  const phone = await phoneContext.newPage();
  await signInThroughForm(phone, manager.email, manager.password);
  await expect(phone).toHaveURL(/\/dashboard$/);
  const mail = await latestMailTo(page.request, manager.email, new RegExp(`^${ALERT}$`));
  expect(mail.text).toContain('Appareil : Safari sur iPhone');
  expect(mail.text).toContain('changez sans attendre votre mot de passe');
  expect(await alerts()).toHaveLength(1);

  // Its link opens the devices of the profile page, where the phone reads its history at 375 px.
  const link = new URL(linkIn(mail.text, '/dashboard/profile'));
  expect(link.hash).toBe('#appareils');
  await phone.goto(`${link.pathname}${link.hash}`);
  await expect(phone.getByRole('heading', { name: 'Appareils connectés' })).toBeInViewport();
  const phoneHistory = phone.getByRole('list', { name: 'Historique des connexions' });
  await expect(phoneHistory.getByRole('listitem').first()).toContainText('Safari sur iPhone');
  await phoneHistory.screenshot({ path: testInfo.outputPath('sign-in-history-375.png') });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phoneContext.close();
});
