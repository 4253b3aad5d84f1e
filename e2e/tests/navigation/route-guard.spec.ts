import { DEMO, type DemoRole, signInAs } from '../../fixtures/accounts';
import { apiSessionOf, createOrder } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// Every dashboard route, typed in the address bar by every role: a page the role may not use sends
// it to its home (/dashboard/preparator for the preparator, /dashboard for the others), and no page
// it lands on shows a load error (load errors and refusals instead of redirects).

const PREPARATOR_HOME = '/dashboard/preparator';
const HOME = '/dashboard';
const STAYS = 'stays';

type Landing = typeof STAYS | string;

/** Route → where each role lands: preparator, manager, user, viewer. */
const ROUTES = (orderId: string): [string, Record<DemoRole, Landing>][] => [
  ['/dashboard', { preparator: PREPARATOR_HOME, manager: STAYS, user: STAYS, viewer: STAYS }],
  ['/dashboard/profile', { preparator: STAYS, manager: STAYS, user: STAYS, viewer: STAYS }],
  ['/dashboard/orders', { preparator: PREPARATOR_HOME, manager: STAYS, user: STAYS, viewer: STAYS }],
  ['/dashboard/orders/drafts', { preparator: PREPARATOR_HOME, manager: STAYS, user: STAYS, viewer: HOME }],
  ['/dashboard/orders/new', { preparator: PREPARATOR_HOME, manager: STAYS, user: STAYS, viewer: HOME }],
  [`/dashboard/orders/${orderId}`, { preparator: STAYS, manager: STAYS, user: STAYS, viewer: STAYS }],
  // The viewer is told there that the order cannot be changed (docs/design.md §5.7).
  [
    `/dashboard/orders/${orderId}/edit`,
    { preparator: PREPARATOR_HOME, manager: STAYS, user: STAYS, viewer: STAYS },
  ],
  ['/dashboard/preparator', { preparator: STAYS, manager: HOME, user: HOME, viewer: HOME }],
  ['/dashboard/preparator/invoices', { preparator: STAYS, manager: HOME, user: HOME, viewer: HOME }],
  ['/dashboard/preparator/prices', { preparator: STAYS, manager: HOME, user: HOME, viewer: HOME }],
  ['/dashboard/preparator/remakes', { preparator: STAYS, manager: HOME, user: HOME, viewer: HOME }],
  // The lab's planning and statistics; a manager's activity (its own establishment's).
  ['/dashboard/preparator/planning', { preparator: STAYS, manager: HOME, user: HOME, viewer: HOME }],
  ['/dashboard/preparator/statistics', { preparator: STAYS, manager: HOME, user: HOME, viewer: HOME }],
  ['/dashboard/activity', { preparator: PREPARATOR_HOME, manager: STAYS, user: HOME, viewer: HOME }],
  ['/dashboard/invoices', { preparator: PREPARATOR_HOME, manager: STAYS, user: HOME, viewer: HOME }],
  // Read-only for a user or a viewer; a preparator has no establishment.
  ['/dashboard/establishment', { preparator: PREPARATOR_HOME, manager: STAYS, user: STAYS, viewer: STAYS }],
  ['/dashboard/collaborators', { preparator: STAYS, manager: STAYS, user: HOME, viewer: HOME }],
  ['/dashboard/users', { preparator: STAYS, manager: HOME, user: HOME, viewer: HOME }],
  // The lab's webhooks and a manager's.
  ['/dashboard/webhooks', { preparator: STAYS, manager: STAYS, user: HOME, viewer: HOME }],
  // The préparateurs' and the managers' API keys.
  ['/dashboard/api-keys', { preparator: STAYS, manager: STAYS, user: HOME, viewer: HOME }],
];

const pathOf = (page: Page) => new URL(page.url()).pathname;

const expectNoLoadError = async (page: Page) => {
  // Not 'networkidle': the live stream keeps a request open as long as the page is.
  await expect(page.locator('.animate-spin:visible, .animate-pulse:visible, [aria-busy="true"]')).toHaveCount(
    0,
  );
  await expect(page.getByText(/Impossible de charger/)).toHaveCount(0);
  await expect(page.getByText('Erreur', { exact: true })).toHaveCount(0);
};

let orderId = '';

test.beforeAll(async ({ request }) => {
  // An order of the demo establishment, created by its user: every role may open it.
  const session = await apiSessionOf(request, DEMO.user);
  orderId = await createOrder(session, { firstName: 'Nora', lastName: `Parcours${Date.now()}` });
});

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`[NAVIGATION] the ${role} lands where the permission table says on every dashboard route`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, DEMO[role]);
    for (const [route, landings] of ROUTES(orderId)) {
      const landing = landings[role];
      await page.goto(route);
      await expect
        .poll(() => pathOf(page), { message: `${role} on ${route}` })
        .toBe(landing === STAYS ? route : landing);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoLoadError(page);
    }
  });
}

test('[NAVIGATION] a refused page replaces its history entry: Back returns to the page before', async ({
  page,
}) => {
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Mon Profil' })).toBeVisible();
  await page.goto('/dashboard/preparator/invoices');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
  // The paid toggle and the month's generation were never offered.
  await expect(page.getByRole('button', { name: 'Générer les factures du mois' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});

test('[NAVIGATION] a viewer typing the new-order address is sent to its orders before any wizard', async ({
  page,
}) => {
  await signInAs(page, DEMO.viewer);
  await page.goto('/dashboard/orders/new');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nouvelle commande' })).toHaveCount(0);
});
