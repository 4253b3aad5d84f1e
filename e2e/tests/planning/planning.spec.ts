import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_PLANNING } from '../../../packages/domain/src/planning/planning-settings';
import { promisedShipDay, promisedShipText } from '../../../packages/domain/src/planning/promised-date';
import { addWorkingDays } from '../../../packages/domain/src/planning/working-days';
import { parisDay } from '../../../packages/domain/src/shared/paris-time';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { uniqueName } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';
import { LATE_ORDER } from '../../fixtures/seed-data';

// The planning and the due orders. E2E_SCREENSHOTS=<dir> also saves the pages at 1280 and 375 px.

const shots = process.env.E2E_SCREENSHOTS;
const screenshot = async (page: Page, name: string) => {
  if (!shots) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

type Promised = { promised_ship_on: string; validated_at: string };

test('[PLANNING] a préparateur changes the production time: a new order gets the new date, an older one keeps its own', async ({
  page,
  browser,
}) => {
  const user = await apiSessionOf(page.request, DEMO.user);
  const before = await createOrder(user, { firstName: 'Avant', lastName: uniqueName('Planning') });
  const older = await getOrderJson<Promised>(user, before);

  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Planning' })
    .click();
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
  await expect(page.getByText('Lundi de Pâques')).toBeVisible();
  const classic = page.getByLabel('Embout classique');
  const current = Number(await classic.inputValue());
  await classic.fill(String(current + 7));
  await screenshot(page, 'planning');
  await page.getByRole('button', { name: 'Enregistrer le planning' }).click();
  await expect(page.getByText(/Planning enregistré, en vigueur le/)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'À partir du' }).filter({ hasText: 'En vigueur' }),
  ).toContainText(`Classique ${current + 7} j`);

  const after = await createOrder(user, { firstName: 'Après', lastName: uniqueName('Planning') });
  const newer = await getOrderJson<Promised>(user, after);
  const expected = promisedShipDay({
    validatedAt: newer.validated_at,
    tipType: 'classic',
    shippingMethod: 'standard',
    settings: { ...DEFAULT_PLANNING, production_days_classic: current + 7 },
  });
  expect(newer.promised_ship_on).toBe(expected);
  expect(newer.promised_ship_on > older.promised_ship_on).toBe(true);

  // The clinic reads each order's own promise on its page.
  const clinic = await (await browser.newContext()).newPage();
  await signInAs(clinic, DEMO.user);
  await clinic.goto(`/dashboard/orders/${after}`);
  await expect(clinic.getByText(promisedShipText(expected, 'standard'))).toBeVisible();
  await expect(clinic.getByText(/^Livraison estimée entre le /)).toBeVisible();
  await screenshot(clinic, 'order-promised');
  await clinic.goto(`/dashboard/orders/${before}`);
  await expect(clinic.getByText(promisedShipText(older.promised_ship_on, 'standard'))).toBeVisible();
});

test('[PLANNING] the lab filters its late orders, marked « En retard », and moves one; the clinic is told', async ({
  page,
  browser,
}) => {
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard');
  const late = page.getByRole('button', { name: /^En retard \d+$/ });
  await expect(late).toBeVisible();
  await late.click();
  await expect(late).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByRole('row').filter({ hasText: `${LATE_ORDER.firstName} ${LATE_ORDER.lastName}` });
  await expect(row).toContainText('En retard');
  await expect(page.getByRole('row').filter({ hasText: 'Brouillon' })).toHaveCount(0);
  await screenshot(page, 'dashboard-late');

  await row.getByRole('link', { name: /Voir/ }).click();
  await page.getByRole('button', { name: 'Modifier la date prévue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la date prévue' });
  const day = addWorkingDays(parisDay(new Date()), 3);
  await dialog.getByLabel('Date de retrait prévue').fill(day);
  await dialog.getByLabel('Raison du changement').fill('Matière en rupture');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Date modifiée par le laboratoire : Matière en rupture')).toBeVisible();

  const clinic = await (await browser.newContext()).newPage();
  await signInAs(clinic, DEMO.user);
  await clinic.goto('/dashboard');
  // The creator's own bell (decision 97): an entry saying the date moved, which leads to the order.
  await clinic
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const notice = clinic.getByRole('dialog', { name: 'Notifications' }).getByRole('link', {
    name: new RegExp(`${LATE_ORDER.firstName} ${LATE_ORDER.lastName}`),
  });
  await expect(notice).toContainText("Date d'expédition modifiée");
  await screenshot(clinic, 'clinic-bell');
  await notice.click();
  await expect(clinic.getByText(promisedShipText(day, 'pickup'))).toBeVisible();
});
