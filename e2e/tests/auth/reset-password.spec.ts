import { registerConfirmedAccount } from '../../fixtures/accounts';
import { latestMailTo, linkIn } from '../../fixtures/mailbox';
import { expect, test } from '../../fixtures/test';

test('[AUTH] forgot and reset password, from the e-mail link to signing in with the new password', async ({
  page,
}) => {
  const { email } = await registerConfirmedAccount(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  // The sign-in form, which has an « Email » field too, stays on screen until the page's chunk is in.
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { name: 'Email envoyé' })).toBeVisible();

  const mail = await latestMailTo(page.request, email, /mot de passe/i);
  // The check message lasts about 500 ms, which a loaded machine may render before the first
  // poll: the page itself records that it was shown.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes('Vérification du lien de réinitialisation...'))
        Object.assign(window, { sawLinkCheck: true });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(linkIn(mail.text, 'type=recovery'));
  await expect(page).toHaveURL(/\/reset-password/);
  const password = page.getByLabel('Nouveau mot de passe');
  await expect(password).toBeVisible();
  await expect(password).toHaveAttribute('type', 'password');
  expect(await page.evaluate(() => 'sawLinkCheck' in window)).toBe(true);
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');

  await password.fill('court');
  await page.getByLabel('Confirmer le mot de passe').fill('court');
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
  await password.fill('nouveau-secret');
  await page.getByLabel('Confirmer le mot de passe').fill('autre-secret');
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel('Confirmer le mot de passe').fill('nouveau-secret');
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();

  await expect(page).toHaveURL(/\/login\?message=password-updated/);
  await expect(page.getByText('Votre mot de passe a été mis à jour avec succès')).toBeVisible();
  // The new password ended the other sessions, and the page says so.
  await expect(page.getByText('Vos autres appareils ont été déconnectés.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('nouveau-secret');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('[AUTH] forgot password answers the same for an unknown address', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('personne-inconnue@exemple.fr');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { name: 'Email envoyé' })).toBeVisible();
});

test('[AUTH] a reset page without a valid link says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password?code=11111111-2222-3333-4444-555555555555', { waitUntil: 'commit' });
  // The waiting message lasts about 500 ms (spec 000 §9): waitFor watches every frame, where
  // expect's retries, spaced up to a second apart on a loaded machine, missed it once in CI.
  await page.getByText('Vérification du lien de réinitialisation...').waitFor({ state: 'visible' });
  await expect(
    page.getByText('Lien de réinitialisation invalide ou expiré. Veuillez demander un nouveau lien.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
});
