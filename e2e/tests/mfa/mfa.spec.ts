import { MESSAGES } from '../../../packages/domain/src/shared/messages';
import { passwordGrant, signInAs, totpCodeOf, verifyFactor } from '../../fixtures/accounts';
import { registerManagerWithEstablishment } from '../../fixtures/establishment';
import { registerInvitedPreparator } from '../../fixtures/mfa';
import { type Audit, checkBoth, expectNoProblems, newAudit } from '../../fixtures/page-audit';
import { expect, type Page, test } from '../../fixtures/test';

// The TOTP second factor, required of préparateurs (the default setting).

const signInWithForm = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
};

/**
 * Enrols the app as a person would: the key shown for manual entry, then the code it gives. With an
 * audit, the QR code's step and the recovery codes are checked by axe-core at 375 and 1280 px.
 */
const enrolFromThePage = async (page: Page, audit?: Audit) => {
  await page.getByRole('button', { name: 'Configurer mon application' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  if (audit) await checkBoth(page, audit, 'enrolment: the QR code and the key');
  const secret = await page.getByLabel('Ou saisissez cette clé dans l’application').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
  const code = totpCodeOf(secret);
  await page.getByLabel('Code à 6 chiffres').fill(code);
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  const codes = page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  if (audit) await checkBoth(page, audit, 'enrolment: the recovery codes');
  return { secret, code, recoveryCodes: await codes.allTextContents() };
};

test("[MFA] a préparateur's first sign-in forces enrolment; a replayed code is refused, a recovery code works once", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // The screens of this flow, by axe-core and for sideways scrolling at 375 and 1280 px (decision 93).
  const audit = newAudit();
  const { email, password } = await registerInvitedPreparator(request);
  await signInWithForm(page, email, password);
  await expect(page.getByRole('heading', { name: 'Activez la double authentification' })).toBeVisible();
  await expect(page).toHaveURL(/\/two-factor$/);
  await page.goto('/dashboard/preparator');
  await expect(page).toHaveURL(/\/two-factor$/);
  await checkBoth(page, audit, '/two-factor, enrolment required');

  const { code, recoveryCodes } = await enrolFromThePage(page, audit);
  await page.getByRole('button', { name: 'J’ai conservé mes codes' }).click();
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();

  // Another browser: the password, then the code just used, refused; a recovery code in its place.
  const other = await (await browser.newContext()).newPage();
  await signInWithForm(other, email, password);
  await expect(other.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
  await other.getByLabel('Code de vérification').fill(code);
  await other.getByRole('button', { name: 'Vérifier' }).click();
  await expect(other.getByText(MESSAGES.mfaInvalidCode)).toBeVisible();
  await checkBoth(other, audit, '/two-factor, a code refused');
  await other.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await other.getByLabel('Code de secours').fill(recoveryCodes[0] ?? '');
  await other.getByRole('button', { name: 'Vérifier' }).click();
  await expect(other.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();

  // Once: the same recovery code no longer opens a session.
  const grant = await passwordGrant(request, email, password);
  const factorId = grant.user.factors?.[0]?.id ?? '';
  expect((await verifyFactor(request, grant, factorId, recoveryCodes[0] ?? '')).status()).toBe(422);
  expectNoProblems(audit);
});

test('[MFA] an aal1 token gets 403 on a préparateur endpoint and on the live stream', async ({ request }) => {
  const { email, password } = await registerInvitedPreparator(request);
  const { access_token: token } = await passwordGrant(request, email, password);
  const headers = { authorization: `Bearer ${token}` };
  for (const path of ['/api/users', '/api/events']) {
    const response = await request.get(path, { headers });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'mfa_enrolment_required', message: MESSAGES.mfaEnrolmentRequired },
    });
  }
});

test('[MFA] a manager turns it on for itself and its establishment, then off', async ({ page }) => {
  const audit = newAudit();
  const manager = await registerManagerWithEstablishment(page.request, 'Audition Double Facteur');
  await signInAs(page, manager.email, manager.password);
  await page.goto('/dashboard/profile');
  const card = page.getByRole('heading', { name: /Double authentification/ });
  await expect(card).toContainText('Désactivée');
  await enrolFromThePage(page);
  await page.getByRole('button', { name: 'J’ai conservé mes codes' }).click();
  await expect(card).toContainText('Activée');
  await expect(page.getByText('Codes de secours restants : 10 sur 10.')).toBeVisible();
  // Checked with its success toast on screen: the toasts' colours are ours too (styles.css).
  await expect(page.locator('[data-sonner-toast][data-type="success"]').first()).toBeVisible();
  await checkBoth(page, audit, 'profile: the second factor on, with its toast');

  await page.goto('/dashboard/establishment');
  await page.getByRole('button', { name: 'Exiger la double authentification' }).click();
  await expect(page.getByText('La double authentification est exigée de tous les membres')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Double authentification de l’équipe/ })).toContainText(
    'Exigée',
  );
  await page.getByRole('button', { name: 'Ne plus exiger la double authentification' }).click();
  await expect(page.getByRole('heading', { name: /Double authentification de l’équipe/ })).toContainText(
    'Facultative',
  );

  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Désactiver' }).click();
  await checkBoth(page, audit, 'profile: turning it off');
  await page.getByRole('dialog').getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Double authentification désactivée')).toBeVisible();
  await expect(card).toContainText('Désactivée');
  expectNoProblems(audit);
});
