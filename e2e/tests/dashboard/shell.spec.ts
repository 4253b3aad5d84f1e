import { DEMO, DEMO_SIRET, type DemoRole, registerConfirmedAccount, signInAs } from '../../fixtures/accounts';
import { registerManagerWithEstablishment } from '../../fixtures/establishment';
import { apiSessionOf, getJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
// The link's name carries the drafts badge ("Mes brouillons 2").
const linkName = (label: string) => (label === 'Mes brouillons' ? /^Mes brouillons( \d+)?$/ : label);

const MENUS: Record<DemoRole, { home: RegExp; links: string[]; absent: string[] }> = {
  preparator: {
    home: /\/dashboard\/preparator$/,
    links: [
      'Tableau de bord',
      'Factures',
      'Utilisateurs',
      'Collaborateurs',
      'Webhooks',
      "Clés d'API",
      'Mon Profil',
    ],
    absent: ['Nouvelle commande', 'Mes commandes', 'Mes brouillons', 'Mon établissement'],
  },
  manager: {
    home: /\/dashboard$/,
    links: [
      'Nouvelle commande',
      'Mes commandes',
      'Mes brouillons',
      'Mon Profil',
      'Mes factures',
      'Mon établissement',
      'Mes collaborateurs',
      'Webhooks',
      "Clés d'API",
    ],
    absent: ['Utilisateurs', 'Factures'],
  },
  user: {
    home: /\/dashboard$/,
    links: ['Nouvelle commande', 'Mes commandes', 'Mes brouillons', 'Mon Profil'],
    absent: [
      'Mes factures',
      'Mon établissement',
      'Mes collaborateurs',
      'Utilisateurs',
      'Webhooks',
      "Clés d'API",
    ],
  },
  viewer: {
    home: /\/dashboard$/,
    links: ['Mes commandes', 'Mon Profil'],
    absent: [
      'Nouvelle commande',
      'Mes brouillons',
      'Mes factures',
      'Mon établissement',
      'Utilisateurs',
      'Webhooks',
      "Clés d'API",
    ],
  },
};

for (const [role, menu] of Object.entries(MENUS) as [DemoRole, (typeof MENUS)[DemoRole]][]) {
  test(`[DASHBOARD] the ${role}'s menu and home`, async ({ page }) => {
    await signInAs(page, DEMO[role]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(menu.home);
    for (const link of menu.links)
      await expect(nav(page).getByRole('link', { name: linkName(link), exact: true })).toBeVisible();
    for (const link of menu.absent)
      await expect(nav(page).getByRole('link', { name: link, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /04 72 00 00 01/ })).toBeVisible();
  });
}

test('[DASHBOARD] the dashboard needs a signed-in user', async ({ page }) => {
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test("[DASHBOARD] the drafts badge counts only the user's own drafts", async ({ page, browser }) => {
  // Other tests make and validate drafts of these accounts meanwhile, and the badge follows them live:
  // it is compared with the person's own count as the API gives it at the same moment.
  const badgeMatches = async (target: Page, email: string) => {
    const session = await apiSessionOf(target.request, email);
    await expect(async () => {
      const { count } = await getJson<{ count: number }>(session, '/orders/draft-count');
      await expect(nav(target).getByRole('link', { name: /^Mes brouillons/ })).toHaveAccessibleName(
        `Mes brouillons ${count}`,
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 15_000 });
  };
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard');
  await badgeMatches(page, DEMO.user);

  const managerPage = await browser.newPage();
  await signInAs(managerPage, DEMO.manager);
  await managerPage.goto('/dashboard');
  await badgeMatches(managerPage, DEMO.manager);
  await managerPage.close();
});

test('[DASHBOARD] the sidebar collapses to icons with tooltips, and stays so after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/profile');
  // The element whose width is w-64 / w-16: the menu's container.
  const sidebar = nav(page).locator('xpath=../..');
  expect((await sidebar.boundingBox())?.width).toBe(256);
  await page.getByRole('button', { name: 'Réduire' }).click();
  await expect(page.getByRole('button', { name: 'Agrandir le menu' })).toBeVisible();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  expect(await page.evaluate(() => localStorage.getItem('sidebarExpanded'))).toBe('false');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Agrandir le menu' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Mes commandes' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Mes commandes' })).toBeVisible();

  await page.getByRole('button', { name: 'Agrandir le menu' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  expect(await page.evaluate(() => localStorage.getItem('sidebarExpanded'))).toBe('true');
});

test('[DASHBOARD] signing out returns to the login page and ends the session', async ({ page }) => {
  // Its own account: signing out ends every session of the person (GoTrue's default scope), and the
  // demo accounts are signed in by tests running at the same time.
  const manager = await registerManagerWithEstablishment(page.request, 'Audition Déconnexion');
  await signInAs(page, manager.email, manager.password);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('[DASHBOARD] the profile page shows e-mail, full name and role badge', async ({ page }) => {
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/profile');
  await expect(page.getByText(DEMO.preparator)).toBeVisible();
  await expect(page.getByText('Préparateur', { exact: true })).toBeVisible();
});

test('[DASHBOARD] a duplicate SIRET names the establishment that already has it', async ({ page }) => {
  const { email, password } = await registerConfirmedAccount(page.request);
  await signInAs(page, email, password);
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Prénom').fill('Hugo');
  await dialog.getByLabel('Nom', { exact: true }).fill('Lemoine');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByRole('heading', { name: 'Configuration de votre établissement' })).toBeVisible();
  await dialog.getByLabel("Nom de l'établissement").fill('Doublon');
  await dialog.getByLabel('SIRET').fill(DEMO_SIRET);
  await dialog.getByLabel('Adresse').fill('1 rue X');
  await dialog.getByLabel('Code postal').fill('69001');
  await dialog.getByLabel('Ville').fill('Lyon');
  await dialog.getByRole('button', { name: /Enregistrer|Créer/ }).click();
  await expect(
    dialog.getByText(
      "Un établissement avec ce numéro SIRET existe déjà (Audition Démo). Veuillez contacter votre manager pour plus d'informations",
    ),
  ).toBeVisible();
});

test('[DASHBOARD] on a phone the menu opens in a sheet, closes with Escape or a link, and gives focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/profile');
  const openMenu = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(nav(page)).toBeHidden();
  await openMenu.click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByRole('link', { name: 'Mes commandes', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(openMenu).toBeFocused();

  await openMenu.click();
  await sheet.getByRole('link', { name: 'Mes commandes', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(sheet).toBeHidden();
});
