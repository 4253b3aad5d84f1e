import { DEMO, uniqueEmail } from '../../fixtures/accounts';
import { uniqueSiret } from '../../fixtures/establishment';
import { latestMailTo, linkIn } from '../../fixtures/mailbox';
import { EXPIRED_INVITATION, INVITATION } from '../../fixtures/seed-data';
import { expect, test } from '../../fixtures/test';

test('[AUTH] a newcomer registers, confirms through the dev mailbox, signs in, completes onboarding and reaches the profile', async ({
  page,
}) => {
  const email = uniqueEmail('nouvelle');
  await page.goto('/');
  await page.getByRole('link', { name: 'Commencer maintenant' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('motdepasse1');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Inscription réussie !' })).toBeVisible();
  await expect(page.getByText(/spam/i)).toBeVisible();

  // The confirmation mail, read and clicked in the dev mailbox page.
  await latestMailTo(page.request, email);
  await page.goto('/dev/mail');
  await page
    .getByRole('link', { name: /\/auth\/v1\/verify/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?confirmed=true/);
  await expect(page.getByText('Votre compte a été confirmé avec succès !')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('motdepasse1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Onboarding: names first, then the establishment of a manager who has none.
  const profileDialog = page.getByRole('dialog');
  await expect(profileDialog.getByRole('heading', { name: 'Complétez votre profil' })).toBeVisible();
  await profileDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(profileDialog.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await profileDialog.getByLabel('Prénom').fill('Nadia');
  await profileDialog.getByLabel('Nom', { exact: true }).fill('Benali');
  await profileDialog.getByRole('button', { name: 'Enregistrer' }).click();

  const setup = page.getByRole('dialog');
  await expect(setup.getByRole('heading', { name: 'Configuration de votre établissement' })).toBeVisible();
  await setup.getByLabel("Nom de l'établissement").fill('Audition Benali');
  await setup.getByLabel('SIRET').fill('1234');
  await setup.getByLabel('Adresse').fill('4 place Bellecour');
  await setup.getByLabel('Code postal').fill('690');
  await setup.getByLabel('Ville').fill('Lyon');
  await setup.getByRole('button', { name: /Enregistrer|Créer/ }).click();
  await expect(setup.getByText('Le numéro SIRET doit contenir 14 chiffres')).toBeVisible();
  await expect(setup.getByText('Le code postal doit contenir 5 chiffres')).toBeVisible();
  // 14 digits whose key is wrong are refused before anything is sent.
  await setup.getByLabel('SIRET').fill('12345678901234');
  await setup.getByLabel('Code postal').fill('69002');
  await setup.getByRole('button', { name: /Enregistrer|Créer/ }).click();
  await expect(setup.getByText('Le numéro SIRET est invalide')).toBeVisible();
  await setup.getByLabel('SIRET').fill(uniqueSiret());
  await setup.getByLabel('Code postal').fill('69002');
  await setup.getByRole('button', { name: /Enregistrer|Créer/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A manager with an establishment now has its extra menu entries.
  await expect(page.getByRole('link', { name: 'Mon établissement' })).toBeVisible();
  await page.getByRole('link', { name: 'Mon Profil' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Nadia Benali')).toBeVisible();
  await expect(page.getByText('Manager', { exact: true })).toBeVisible();
});

test('[AUTH] sign-up errors: a short password, an existing account', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Mot de passe').fill('abc');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();

  await page.getByLabel('Email').fill(DEMO.manager);
  await page.getByLabel('Mot de passe').fill('unautremotdepasse');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText("L'utilisateur est déjà enregistré")).toBeVisible();
});

test('[AUTH] an invited collaborator registers with the code and joins the establishment with the invitation role', async ({
  page,
}) => {
  await page.goto(
    `/register?email=${encodeURIComponent(INVITATION.email)}&code=${INVITATION.code}&invitation=true`,
  );
  await expect(page.getByRole('button', { name: "J'ai un code d'invitation" })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Email')).toHaveValue(INVITATION.email);
  await expect(page.getByLabel("Code d'invitation")).toHaveValue(INVITATION.code);
  await page.getByLabel('Mot de passe').fill('motdepasse1');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Inscription réussie !' })).toBeVisible();

  const mail = await latestMailTo(page.request, INVITATION.email);
  await page.goto(linkIn(mail.text, '/auth/v1/verify'));
  await expect(page.getByText('Votre compte a été confirmé avec succès !')).toBeVisible();
  await page.getByLabel('Email').fill(INVITATION.email);
  await page.getByLabel('Mot de passe').fill('motdepasse1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  // Names came with the invitation: no onboarding modal; the role is the invitation's.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Mon Profil' }).click();
  await expect(page.getByText(`${INVITATION.firstName} ${INVITATION.lastName}`)).toBeVisible();
  await expect(page.getByText('Utilisateur', { exact: true })).toBeVisible();
  await expect(page.getByText('Audition Démo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon établissement' })).toHaveCount(0);
});

test('[AUTH] an invalid or expired invitation code is refused', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: "J'ai un code d'invitation" }).click();
  await page.getByLabel('Email').fill(EXPIRED_INVITATION.email);
  await page.getByLabel('Mot de passe').fill('motdepasse1');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
  await page.getByLabel("Code d'invitation").fill(EXPIRED_INVITATION.code);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText("Code d'invitation invalide ou expiré")).toBeVisible();
  await page.getByLabel("Code d'invitation").fill('MAUVAIS-CODE');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText("Code d'invitation invalide ou expiré")).toBeVisible();
});
