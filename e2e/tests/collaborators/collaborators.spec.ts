import { DEMO, signInAs, uniqueEmail } from '../../fixtures/accounts';
import { latestMailTo, linkIn } from '../../fixtures/mailbox';
import { expect, type Page, test } from '../../fixtures/test';

const openInviteDialog = async (page: Page) => {
  await page.getByRole('button', { name: 'Inviter un collaborateur' }).click();
  return page.getByRole('dialog', { name: 'Inviter un collaborateur' });
};

test('[COLLABORATORS] a manager invites a collaborator, who registers with the code and joins the establishment as a user', async ({
  page,
  browser,
  context,
}) => {
  // Two browsers, two mails and a sign-up: over 45 s on a loaded machine (stop 15's local CI: 53 s).
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = uniqueEmail('collab');
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/collaborators');
  await expect(page.getByRole('heading', { name: 'Mes collaborateurs' })).toBeVisible();
  const members = page.getByRole('list', { name: 'Membres actifs' });
  await expect(members.getByText(DEMO.manager)).toBeVisible();
  await expect(members.getByText('Propriétaire')).toBeVisible();

  const dialog = await openInviteDialog(page);
  await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(dialog.getByText('Ce champ est obligatoire')).toHaveCount(3);
  await expect(dialog.getByText('Veuillez choisir un rôle')).toBeVisible();
  await dialog.getByLabel('Prénom').fill('Léa');
  await dialog.getByLabel('Nom', { exact: true }).fill('Fontaine');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Rôle').selectOption({ label: 'Utilisateur' });
  await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText('Invitation envoyée')).toBeVisible();
  await expect(dialog).toBeHidden();

  const invitation = page
    .getByRole('list', { name: 'Invitations' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(invitation.getByText('En attente')).toBeVisible();
  await invitation.getByRole('button', { name: `Copier le code de ${email}` }).click();
  await expect(page.getByText('Code copié !')).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  const mail = await latestMailTo(page.request, email, /vous invite/);
  expect(mail.subject).toContain('Audition Démo');
  expect(mail.text).toContain(code);
  const link = linkIn(mail.text, '/register');

  // The invitee, on another browser.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await expect(invitee.getByLabel("Code d'invitation")).toHaveValue(code);
  await invitee.getByLabel('Mot de passe').fill('motdepasse1');
  await invitee.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(invitee.getByRole('heading', { name: 'Inscription réussie !' })).toBeVisible();
  const confirmation = await latestMailTo(invitee.request, email, /confirm/i);
  await invitee.goto(linkIn(confirmation.text, '/auth/v1/verify'));
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Mot de passe').fill('motdepasse1');
  await invitee.getByRole('button', { name: 'Se connecter' }).click();
  await expect(invitee).toHaveURL(/\/dashboard/);
  await invitee.getByRole('link', { name: 'Mon Profil' }).click();
  await expect(invitee.getByText('Léa Fontaine')).toBeVisible();
  await expect(invitee.getByText('Utilisateur', { exact: true })).toBeVisible();
  await expect(invitee.getByText('Audition Démo')).toBeVisible();

  // Back on the manager's page: a new member, the invitation accepted.
  await page.reload();
  await expect(members.getByText(email)).toBeVisible();
  await expect(invitation.getByText('Acceptée')).toBeVisible();
});

test('[COLLABORATORS] an existing account or a pending invitation is refused with its message', async ({
  page,
}) => {
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/collaborators');
  const inviteAs = async (email: string) => {
    const dialog = await openInviteDialog(page);
    await dialog.getByLabel('Prénom').fill('Marc');
    await dialog.getByLabel('Nom', { exact: true }).fill('Petit');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Rôle').selectOption({ label: 'Manager' });
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    return dialog;
  };
  const existing = await inviteAs(DEMO.user);
  await expect(page.getByText('Un compte existe déjà avec cette adresse email')).toBeVisible();
  await existing.getByRole('button', { name: 'Annuler' }).click();

  const email = uniqueEmail('double');
  await inviteAs(email);
  await expect(page.getByText('Invitation envoyée')).toBeVisible();
  await inviteAs(email);
  await expect(page.getByText('Une invitation est déjà en cours pour cet email')).toBeVisible();
});

test('[COLLABORATORS] a preparator sees the production team and invites preparators only', async ({
  page,
}) => {
  const email = uniqueEmail('prep');
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/collaborators');
  await expect(page.getByRole('heading', { name: 'Collaborateurs' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Membres actifs' }).getByText(DEMO.preparator)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Membres actifs' }).getByText(DEMO.manager)).toHaveCount(0);
  const dialog = await openInviteDialog(page);
  await expect(dialog.getByLabel('Rôle')).toHaveCount(0);
  await dialog.getByLabel('Prénom').fill('Hugo');
  await dialog.getByLabel('Nom', { exact: true }).fill('Atelier');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText('Invitation envoyée')).toBeVisible();
  const invitation = page
    .getByRole('list', { name: 'Invitations' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(invitation.getByText('Préparateur')).toBeVisible();
  const mail = await latestMailTo(page.request, email, /vous invite/);
  expect(mail.subject).toContain('équipe de production');
});

test('[COLLABORATORS] a user cannot see the team: typing the address sends it home', async ({ page }) => {
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/collaborators');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
  await expect(page.getByText('Impossible de charger les données')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Inviter un collaborateur' })).toHaveCount(0);
});
