import { DEMO, signInAs } from '../../fixtures/accounts';
import { useTestPa } from '../../fixtures/einvoicing-lock';
import { expect, test } from '../../fixtures/test';

// Decision 140: a préparateur connects the lab to the local test PA (behind Prism, annexes A and B
// of XP Z12-013) on « Facturation électronique » at 375 px, tests it and reads « Connexion
// réussie »; with a wrong token, the PA's own 401 inside a French sentence. The token is never
// shown again.

const TOKEN = 'e2e-jeton-pa-5b8e';
const pa = useTestPa({ token: TOKEN });

test('[EINVOICING] a préparateur connects the test PA, tests it, and reads what a wrong token gets', async ({
  page,
}) => {
  await signInAs(page, DEMO.preparator);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/preparator/einvoicing');
  await expect(page.getByRole('heading', { name: 'Facturation électronique', level: 1 })).toBeVisible();

  await page.getByLabel('Adresse du service des flux').fill(pa().flowUrl);
  await page.getByLabel("Adresse de l'annuaire").fill(pa().directoryUrl);
  await page.getByLabel("Jeton d'accès", { exact: true }).fill(TOKEN);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Connexion enregistrée.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Activer la facturation électronique' })).not.toBeChecked();

  const before = pa().pa.requests.length;
  await page.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(
    page.getByText(
      "Connexion réussie : le service des flux et l'annuaire répondent et acceptent vos identifiants.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Service des flux : joignable, identifiants acceptés.')).toBeVisible();
  await expect(page.getByText('Annuaire : joignable, identifiants acceptés.')).toBeVisible();
  expect(pa().pa.requests.length - before).toBe(4);
  await page.screenshot({ path: 'test-results/einvoicing-connected-375.png', fullPage: true });

  // Reloaded: the token is kept and never shown.
  await page.reload();
  await expect(page.getByText('Un secret est enregistré : laissez vide pour le garder')).toBeVisible();
  await expect(page.getByLabel("Jeton d'accès", { exact: true })).toHaveValue('');
  await expect(page.locator('body')).not.toContainText(TOKEN);

  await page.getByLabel("Jeton d'accès", { exact: true }).fill('jeton-perime');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Connexion enregistrée.')).toBeVisible();
  await page.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(page.getByText(/^Connexion échouée/)).toBeVisible();
  await expect(
    page.getByText(
      "Service des flux : la plateforme refuse les identifiants (401, « INVALID_TOKEN — Jeton absent, inconnu ou expiré »). Vérifiez le jeton ou les identifiants OAuth 2 qu'elle vous a donnés.",
    ),
  ).toBeVisible();

  // A wrong address is named in French under its field.
  await page.getByLabel('Adresse du service des flux').fill('http://pa.exemple.fr');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText('Adresse du service des flux : adresse invalide (https://… attendue)').first(),
  ).toBeVisible();

  // Prism saw nothing of Conque's or the test PA's that breaks annex A or B.
  expect(await pa().violations()).toEqual([]);
});
