import { expect, type Page, test } from '@playwright/test';
import type {
  EstablishmentActivity,
  LabStatistics,
} from '../../../packages/domain/src/statistics/statistics';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { apiSessionOf } from '../../fixtures/orders';

// The charts' figures are the server's (checked against the database by the server
// suite); here, what the page says is what the API answers. E2E_SCREENSHOTS=<dir> saves the pages.

const shots = process.env.E2E_SCREENSHOTS;
const screenshot = async (page: Page, name: string) => {
  if (!shots) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

const apiJson = async <T>(page: Page, email: string, path: string) => {
  const session = await apiSessionOf(page.request, email);
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return (await response.json()) as T;
};

test('[STATISTICS] the lab and a manager see their charts, with the figures the API counts', async ({
  page,
  browser,
}) => {
  const lab = await apiJson<LabStatistics>(page, DEMO.preparator, '/statistics?months=12');
  const orders = lab.orders_per_week.reduce((sum, row) => sum + row.classic + row.remote + row.protective, 0);
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Statistiques' })
    .click();
  const chart = page.getByRole('figure', { name: 'Commandes par semaine' });
  await expect(chart).toContainText(`${orders} commandes validées sur la période`);
  await chart.getByText('Voir les données').click();
  await expect(chart.getByRole('table')).toBeVisible();
  await screenshot(page, 'statistics');

  const activity = await apiJson<EstablishmentActivity>(
    page,
    DEMO.manager,
    '/statistics/establishment?months=12',
  );
  const own = activity.orders_per_month.reduce((sum, row) => sum + row.orders, 0);
  const manager = await (await browser.newContext()).newPage();
  await signInAs(manager, DEMO.manager);
  await manager.goto('/dashboard/activity');
  await expect(manager.getByRole('figure', { name: 'Commandes par mois' })).toContainText(
    `${own} commandes validées sur la période`,
  );
  await screenshot(manager, 'activity');
});
