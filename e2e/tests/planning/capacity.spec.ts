import type {
  PlanningDaysView,
  PlanningQuote,
  PlanningView,
} from '../../../packages/domain/src/planning/api-types';
import { formatPromiseDay, promisedShipText } from '../../../packages/domain/src/planning/promised-date';
import { shortCalendarDay } from '../../../packages/domain/src/planning/short-day';
import { addWorkingDays, nextWorkingDay } from '../../../packages/domain/src/planning/working-days';
import { parisDay } from '../../../packages/domain/src/shared/paris-time';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { latestMailTo } from '../../fixtures/mailbox';
import { changeStatusThroughApi } from '../../fixtures/operations';
import { acceptTerms, createDraft, orderIdFromUrl, uniquePatient } from '../../fixtures/order-wizard';
import { type ApiSession, apiSessionOf, createOrder, getJson, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// Decision 143: the lab's capacity. A préparateur sets it; the clinic's wizard shows the first day
// with room, and a day that filled while it was open is refused with the new one; « Planning » shows
// the day full. The dashboard's « À risque » and its one action. E2E_SCREENSHOTS=<dir> also saves
// the pages at 1280 and 375 px. In the « planning » project (playwright.config.ts): the capacity is
// everybody's.

test.describe.configure({ timeout: 120_000 });

const shots = process.env.E2E_SCREENSHOTS;
const screenshot = async (page: Page, name: string) => {
  if (!shots) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

/** A version from today with this capacity (null: no limit), the rest as in force. */
const setCapacity = async (session: ApiSession, daily_capacity: number | null) => {
  const { current } = await getJson<PlanningView>(session, '/planning');
  const response = await session.request.post('/api/planning', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { effective_from: parisDay(new Date()), settings: { ...current, daily_capacity } },
  });
  expect(response.status()).toBe(201);
};

test('[PLANNING] a préparateur sets the capacity; the wizard shows the first day with room, refuses a day that filled, and « Planning » shows it full', async ({
  page,
  browser,
}) => {
  const lab = await apiSessionOf(page.request, DEMO.preparator);
  const user = await apiSessionOf(page.request, DEMO.user);
  const quote = async () =>
    (await getJson<PlanningQuote>(user, '/planning/quote?tipType=classic&shippingMethod=pickup')).ship_on;
  const dueOn = async (day: string) =>
    (await getJson<PlanningDaysView>(lab, '/planning/days')).days.find((entry) => entry.day === day)?.due ??
    0;
  // Above every day's count, so that no other test's order moves while it is in force.
  const view = await getJson<PlanningDaysView>(lab, '/planning/days');
  const capacity = Math.max(2, ...view.days.map((day) => day.due + 2));

  try {
    await signInAs(page, DEMO.preparator);
    await page.goto('/dashboard/preparator/planning');
    await page.getByLabel('Commandes terminées par jour ouvré').fill(String(capacity));
    await page.getByRole('button', { name: 'Enregistrer le planning' }).click();
    await expect(page.getByText(/Planning enregistré, en vigueur le/)).toBeVisible();
    await expect(page.getByText(`Capacité : ${capacity} commandes terminées par jour ouvré.`)).toBeVisible();

    // The day the clinic is promised, filled but for one place.
    const day = await quote();
    for (let due = await dueOn(day); due < capacity - 1; due += 1)
      await createOrder(user, { ...uniquePatient('Capacité'), shippingMethod: 'pickup' });
    expect(await dueOn(day)).toBe(capacity - 1);

    const clinic = await (await browser.newContext()).newPage();
    await signInAs(clinic, DEMO.user);
    const patient = uniquePatient('Dernière');
    const draft = await createDraft(user, {
      ...patient,
      shippingMethod: 'pickup',
      transferMethod: 'physical',
    });
    await clinic.goto(`/dashboard/orders/${draft}/edit`);
    await expect(clinic.getByText(promisedShipText(day, 'pickup'))).toBeVisible();

    // Another order takes the last place while the summary is open.
    await createOrder(user, { ...uniquePatient('Capacité'), shippingMethod: 'pickup' });
    const next = await quote();
    expect(next > day).toBe(true);
    await acceptTerms(clinic);
    await clinic.getByRole('button', { name: 'Valider la commande' }).click();
    await expect(
      clinic
        .getByRole('alert')
        .filter({
          hasText: `La date de retrait a changé depuis son affichage : disponible au retrait le ${formatPromiseDay(next)} au lieu du ${formatPromiseDay(day)}.`,
        })
        .first(),
    ).toBeVisible();
    await expect(clinic.getByText(promisedShipText(next, 'pickup'), { exact: true })).toBeVisible();
    await clinic.getByRole('button', { name: 'Valider la commande' }).click();
    await expect(clinic).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    expect(
      (await getOrderJson<{ promised_ship_on: string }>(user, orderIdFromUrl(clinic))).promised_ship_on,
    ).toBe(next);

    await page.reload();
    const full = page.getByRole('listitem', { name: new RegExp(`^${formatPromiseDay(day)} :`) });
    await expect(full).toContainText(`${capacity} / ${capacity} commandes`);
    await expect(full).toContainText('Complet');
    await full.getByText(`${capacity} / ${capacity} commandes`).click();
    await expect(full.getByRole('link').first()).toBeVisible();
    await screenshot(page, 'planning-days');
  } finally {
    await setCapacity(lab, null);
  }
});

test('[PLANNING] the dashboard marks an order behind its steps « À risque »; « Donner une nouvelle date » tells the clinic', async ({
  page,
}) => {
  const lab = await apiSessionOf(page.request, DEMO.preparator);
  const user = await apiSessionOf(page.request, DEMO.user);
  const patient = uniquePatient('Risque');
  const id = await createOrder(user, { ...patient, shippingMethod: 'pickup' });
  await changeStatusThroughApi(lab, id, { status: 'in_progress' });
  // At its first step of four, promised the next working day: at risk (decision 143).
  const tomorrow = nextWorkingDay(parisDay(new Date()));
  const { promised_ship_on } = await getOrderJson<{ promised_ship_on: string }>(user, id);
  if (promised_ship_on !== tomorrow) {
    const moved = await lab.request.post(`/api/orders/${id}/promised-date`, {
      headers: { authorization: `Bearer ${lab.token}` },
      data: { promised_ship_on: tomorrow, reason: 'Priorité du laboratoire' },
    });
    expect(moved.status()).toBe(200);
  }

  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard');
  // The filter « À risque », with its count, lists it whatever page it would be on.
  const atRiskFilter = page.getByRole('button', { name: /^À risque \d+$/ });
  await atRiskFilter.click();
  await expect(atRiskFilter).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/echeance=a-risque/);
  await page.getByLabel('Rechercher').fill(patient.lastName);
  const row = page.getByRole('row').filter({ hasText: patient.lastName });
  await expect(row).toContainText('À risque');
  await screenshot(page, 'dashboard-at-risk');
  await row
    .getByRole('button', {
      name: `Donner une nouvelle date à la commande de ${patient.firstName} ${patient.lastName}`,
    })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la date prévue' });
  const later = addWorkingDays(parisDay(new Date()), 10);
  await dialog.getByLabel('Date de retrait prévue').fill(later);
  await dialog.getByLabel('Raison du changement').fill('Imprimante en maintenance');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Date prévue modifiée')).toBeVisible();
  // No longer at risk: it leaves the filtered list, and shows its new day without the filter.
  await expect(row).toHaveCount(0);
  await atRiskFilter.click();
  await expect(atRiskFilter).toHaveAttribute('aria-pressed', 'false');
  await expect(row).not.toContainText('À risque');
  await expect(row).toContainText(`Retrait prévu ${shortCalendarDay(later)}`);

  const { order_number } = await getOrderJson<{ order_number: string }>(user, id);
  const mail = await latestMailTo(
    page.request,
    DEMO.user,
    new RegExp(`^Commande ${order_number} : nouvelle date prévue`),
  );
  expect(mail.text).toContain(promisedShipText(later, 'pickup'));
});
