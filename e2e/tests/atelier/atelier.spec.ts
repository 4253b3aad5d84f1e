import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { shortCalendarDay } from '../../../packages/domain/src/planning/short-day';
import { DEMO_TOTP_SECRET } from '../../../packages/server/src/cli/demo-second-factor';
import { filmOrderSheets } from '../../../packages/server/test/support/order-sheet-film';
import config from '../../../playwright.config';
import {
  DEMO,
  handSessionTo,
  ownPreparatorSession,
  signedInSession,
  signInAs,
  totpCodeOf,
} from '../../fixtures/accounts';
import { uniqueName } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder, getJson, getOrderJson } from '../../fixtures/orders';
import { E2E_BASE_URL } from '../../fixtures/server';
import { expect, type Page, test } from '../../fixtures/test';

// « Atelier » (decision 142): the préparateurs' tablet screen. A scan — the tablet's camera filming
// the printed order sheet, or a handheld scanner typing its code and Enter — opens the order's card.

const TABLET_LANDSCAPE = { width: 1024, height: 768 };
const TABLET_PORTRAIT = { width: 768, height: 1024 };

/** An order of the demo user, validated; its id and number. */
const newOrder = async (page: Page, prefix: string) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName(prefix);
  const id = await createOrder(session, { firstName: 'Inès', lastName });
  const { order_number: number, promised_ship_on: promised } = await getOrderJson<{
    order_number: string;
    promised_ship_on: string;
  }>(session, id);
  return { id, number, lastName, promised };
};

/** What a handheld scanner does: types the code it read, then Enter, into the focused field. */
const scanWithScanner = async (page: Page, code: string) => {
  await expect(page.getByLabel('Code scanné')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
};

const card = (page: Page, number: string) => page.getByRole('article', { name: `Commande ${number}` });

/** An order the lab has started (« En cours », at its first step). */
const orderInProgress = async (page: Page, prefix: string) => {
  const order = await newOrder(page, prefix);
  const lab = await apiSessionOf(page.request, DEMO.preparator);
  const started = await page.request.post(`/api/orders/${order.id}/status`, {
    headers: { authorization: `Bearer ${lab.token}` },
    data: { status: 'in_progress' },
  });
  expect(started.status(), await started.text()).toBe(200);
  return { ...order, lab };
};

type Production = { current_step: string | null; done: boolean };
const productionOf = async (page: Page, id: string) =>
  (await getOrderJson<{ production: Production }>(await apiSessionOf(page.request, DEMO.preparator), id))
    .production;

/** The order's history: how many steps were recorded. */
const stepEvents = async (page: Page, id: string) => {
  const lab = await apiSessionOf(page.request, DEMO.preparator);
  const history = await getJson<{ kind: string }[] | { items: { kind: string }[] }>(
    lab,
    `/orders/${id}/history`,
  );
  const events = Array.isArray(history) ? history : history.items;
  return events.filter((event) => event.kind === 'production_step_reached').length;
};

test('[ATELIER] a handheld scanner’s short link, or a bare number, opens the order’s card; the next scan is ready at once', async ({
  page,
}, testInfo) => {
  const first = await newOrder(page, 'Scanner');
  const second = await newOrder(page, 'Scanner');
  await signInAs(page, DEMO.preparator);
  await page.setViewportSize(TABLET_LANDSCAPE);
  await page.goto('/atelier');
  await expect(page.getByRole('heading', { name: 'Atelier', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Code scanné')).toHaveAttribute('inputmode', 'none');

  await scanWithScanner(page, `${E2E_BASE_URL}/o/${first.number}`);
  await expect(card(page, first.number)).toBeVisible();
  await expect(card(page, first.number).getByText('Patient : I. ')).toBeVisible();
  await expect(card(page, first.number)).not.toContainText(first.lastName);
  // When it is promised, as its sheet says (the lists' short day).
  await expect(card(page, first.number)).toContainText(
    `Expédition prévue ${shortCalendarDay(first.promised)}`,
  );
  await expect(card(page, first.number).getByRole('heading', { name: 'Oreille gauche' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('atelier-1024x768.png') });

  await scanWithScanner(page, second.number);
  await expect(card(page, second.number)).toBeVisible();
  await page.setViewportSize(TABLET_PORTRAIT);
  await expect(card(page, second.number)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.screenshot({ path: testInfo.outputPath('atelier-768x1024.png'), fullPage: true });

  await scanWithScanner(page, 'bonjour');
  await expect(page.getByRole('alert')).toHaveText(
    '« bonjour » n’est ni un numéro de commande ni le lien d’une fiche.',
  );
  await scanWithScanner(page, '2026-99999');
  await expect(page.getByRole('alert')).toHaveText(
    'La commande 2026-99999 n’existe pas, ou vous n’y avez pas accès.',
  );
});

test('[ATELIER] the tablet’s camera films the printed order sheet and opens the order', async ({ page }) => {
  const order = await newOrder(page, 'Camera');
  const lab = await signedInSession(page.request, DEMO.preparator);
  const sheet = await page.request.get(`/api/orders/${order.id}/sheet`, {
    headers: { authorization: `Bearer ${lab.access_token}` },
  });
  expect(sheet.ok()).toBe(true);
  const video = join(await mkdtemp(join(tmpdir(), 'atelier-camera-')), 'fiche.y4m');
  expect(await filmOrderSheets([Buffer.from(await sheet.body())], video)).toEqual([
    expect.stringMatching(new RegExp(`/o/${order.number}$`)),
  ]);

  // A browser of its own: the fake camera is a launch option, and its film was made just now.
  const launch = config.use?.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      ...config.use,
      viewport: TABLET_LANDSCAPE,
      baseURL: E2E_BASE_URL,
    });
    const tablet = await context.newPage();
    const violations: string[] = [];
    tablet.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await signInAs(tablet, DEMO.preparator);
    await tablet.goto('/atelier');
    expect(await tablet.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    await tablet.getByRole('button', { name: 'Scanner avec la caméra' }).click();
    await expect(tablet.getByLabel('Image de la caméra')).toBeVisible();
    await expect(card(tablet, order.number)).toBeVisible({ timeout: 20_000 });
    await expect(tablet.getByLabel('Code scanné')).toHaveAttribute('inputmode', 'none');
    expect(violations).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});

test('[ATELIER] a clinic’s account is sent to its home; the page alone may use the camera', async ({
  page,
}) => {
  await signInAs(page, DEMO.manager);
  const response = await page.goto('/atelier');
  expect(response?.headers()['permissions-policy']).toContain('camera=(self)');
  await expect(page).toHaveURL(/\/dashboard$/);
  const elsewhere = await page.request.get('/dashboard');
  expect(elsewhere.headers()['permissions-policy']).toContain('camera=()');
  const manifest = await page.request.get('/atelier.webmanifest');
  expect(await manifest.json()).toMatchObject({
    name: 'Conque Atelier',
    start_url: '/atelier',
    display: 'standalone',
  });
});

test('[ATELIER] the big button starts the order, then walks it through its steps to « Prête à expédier » while the clinic’s page follows live', async ({
  page,
  browser,
}) => {
  const order = await newOrder(page, 'Etapes');
  const clinicContext = await browser.newContext();
  const clinic = await clinicContext.newPage();
  await signInAs(clinic, DEMO.user);
  await clinic.goto(`/dashboard/orders/${order.id}`);
  await expect(clinic.getByText('Enregistrée').first()).toBeVisible();

  await signInAs(page, DEMO.preparator);
  await page.setViewportSize(TABLET_LANDSCAPE);
  await page.goto('/atelier');
  // Scanned at the first bench as it arrives: it starts there, no walk back to a desk.
  await scanWithScanner(page, order.number);
  await card(page, order.number)
    .getByRole('button', { name: 'Commencer la fabrication : « Modélisation »' })
    .click();
  await expect(page.getByLabel('Code scanné')).toBeFocused();
  await expect(clinic.getByText('En modélisation').first()).toBeVisible();
  await expect(
    card(page, order.number).getByRole('button', { name: 'Passer à « Impression »' }),
  ).toBeVisible();
  for (const [step, clinicLabel] of [
    ['Impression', 'En impression'],
    ['Finition', 'En finition'],
    ['Contrôle qualité', 'En contrôle qualité'],
  ] as const) {
    await card(page, order.number)
      .getByRole('button', { name: `Passer à « ${step} »` })
      .click();
    await expect(page.getByLabel('Code scanné')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: `« ${step} » enregistré` })).toBeVisible();
    await expect(clinic.getByText(clinicLabel).first()).toBeVisible();
  }
  await card(page, order.number).getByRole('button', { name: 'Valider le contrôle qualité' }).click();
  const checklist = page.getByRole('form', { name: 'Contrôle qualité' });
  await expect(checklist.getByRole('checkbox', { name: 'Évent' })).toBeChecked();
  await checklist.getByRole('button', { name: 'Contrôle conforme : commande prête' }).click();
  await expect(card(page, order.number).getByText('Prête à expédier')).toBeVisible();
  await expect(clinic.getByText('Prête à expédier').first()).toBeVisible();
  expect(await productionOf(page, order.id)).toMatchObject({ current_step: null, done: true });
  await expect(page.getByLabel('Code scanné')).toBeFocused();
  await clinicContext.close();
});

test('[ATELIER] a start on an order changed since its scan says where it is, and changes nothing', async ({
  page,
}) => {
  const order = await newOrder(page, 'Annulée');
  // No live stream: the card stays as scanned, as on a tablet whose Wi-Fi hiccupped.
  await page.route('**/api/events', (route) => route.abort());
  await signInAs(page, DEMO.preparator);
  await page.goto('/atelier');
  await scanWithScanner(page, order.number);
  const start = card(page, order.number).getByRole('button', {
    name: 'Commencer la fabrication : « Modélisation »',
  });
  await expect(start).toBeVisible();
  const lab = await apiSessionOf(page.request, DEMO.preparator);
  const cancelled = await page.request.post(`/api/orders/${order.id}/status`, {
    headers: { authorization: `Bearer ${lab.token}` },
    data: { status: 'cancelled' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await start.click();
  await expect(page.getByRole('alert')).toHaveText(
    "La commande a changé entre-temps : elle est maintenant « Annulée ». Rien n'a été modifié.",
  );
  expect((await getOrderJson<{ status: string }>(lab, order.id)).status).toBe('cancelled');
});

test('[ATELIER] offline, two steps wait on the tablet and are applied once when the network is back; a conflict is shown', async ({
  page,
  context,
}) => {
  const order = await orderInProgress(page, 'HorsLigne');
  const moved = await orderInProgress(page, 'Conflit');
  await signInAs(page, DEMO.preparator);
  await page.setViewportSize(TABLET_PORTRAIT);
  await page.goto('/atelier');
  await scanWithScanner(page, order.number);
  await expect(
    card(page, order.number).getByRole('button', { name: 'Passer à « Impression »' }),
  ).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('Hors ligne', { exact: true })).toBeVisible();
  await card(page, order.number).getByRole('button', { name: 'Passer à « Impression »' }).click();
  await card(page, order.number).getByRole('button', { name: 'Passer à « Finition »' }).click();
  await expect(page.getByText('2 actions en attente d’envoi')).toBeVisible();
  expect(await productionOf(page, order.id)).toMatchObject({ current_step: 'modelisation' });

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: '« Impression » enregistré' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '« Finition » enregistré' })).toBeVisible();
  await expect(page.getByText('actions en attente d’envoi')).toHaveCount(0);
  expect(await productionOf(page, order.id)).toMatchObject({ current_step: 'finition' });
  expect(await stepEvents(page, order.id)).toBe(2);
  // Reloaded, the tablet sends nothing again.
  await page.reload();
  await expect(page.getByLabel('Code scanné')).toBeFocused();
  expect(await stepEvents(page, order.id)).toBe(2);

  // Another préparateur moves an order while this tablet is offline.
  await scanWithScanner(page, moved.number);
  await expect(
    card(page, moved.number).getByRole('button', { name: 'Passer à « Impression »' }),
  ).toBeVisible();
  await context.setOffline(true);
  await card(page, moved.number).getByRole('button', { name: 'Passer à « Impression »' }).click();
  const elsewhere = await page.request.post(`/api/orders/${moved.id}/production-step`, {
    headers: { authorization: `Bearer ${moved.lab.token}`, 'idempotency-key': crypto.randomUUID() },
    data: { from_step: 'modelisation', to_step: 'finition' },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await context.setOffline(false);
  const conflict = page.getByRole('alert').filter({ hasText: `Commande ${moved.number} : conflit` });
  await expect(conflict).toContainText(
    "La commande a changé entre-temps : elle est maintenant à l'étape « Finition »",
  );
  expect(await productionOf(page, moved.id)).toMatchObject({ current_step: 'finition' });
  await conflict.getByRole('button', { name: 'Recharger la commande' }).click();
  await expect(
    card(page, moved.number).getByRole('button', { name: 'Passer à « Contrôle qualité »' }),
  ).toBeVisible();
});

test('[ATELIER] reloaded without network, the tablet opens « Atelier » from its installed shell and keeps a scan for the network', async ({
  page,
  context,
}) => {
  const order = await orderInProgress(page, 'Recharge');
  await signInAs(page, DEMO.preparator);
  await page.setViewportSize(TABLET_LANDSCAPE);
  await page.goto('/atelier');
  await expect(page.getByLabel('Code scanné')).toBeFocused();
  // The service worker holds the shell once installed; the page reloaded under its control (the
  // worker activated, not activating) is the installed app a tablet opens.
  await page.waitForFunction(async () =>
    Boolean((await navigator.serviceWorker.getRegistration('/atelier'))?.active),
  );
  await page.reload();
  await expect(page.getByLabel('Code scanné')).toBeFocused();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

  await context.setOffline(true);
  await page.reload();
  await scanWithScanner(page, order.number);
  await expect(
    page.getByText(`Hors ligne : la commande ${order.number} s’ouvrira au retour du réseau.`),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(
    card(page, order.number).getByRole('button', { name: 'Passer à « Impression »' }),
  ).toBeVisible();
});

test('[ATELIER] after 15 minutes without a touch the screen locks to the second factor; signing out leaves nothing of the lab on the tablet', async ({
  page,
}) => {
  // Its sign-in and the other worker's may have used this step's codes: the next one comes within 30 s.
  test.slow();
  const order = await newOrder(page, 'Verrou');
  await page.clock.install();
  // A session of the tablet's own, as a préparateur signs in at the bench.
  const tablet = await ownPreparatorSession(page.request);
  await handSessionTo(page, tablet);
  await page.goto('/atelier');
  await scanWithScanner(page, order.number);
  await expect(card(page, order.number)).toBeVisible();

  await page.clock.fastForward('14:00');
  await expect(card(page, order.number)).toBeVisible();
  await page.clock.fastForward('01:30');
  await expect(page.getByRole('heading', { name: 'Écran verrouillé' })).toBeVisible();
  await expect(card(page, order.number)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Écran verrouillé' })).toBeVisible();

  await page.getByLabel('Code de vérification').fill('000000');
  await page.getByRole('button', { name: 'Déverrouiller' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code incorrect ou déjà utilisé. Veuillez réessayer.');
  // A code is used once (the worker's sign-in may have used this step's): the next step's then, or
  // once both are used, the codes of the step after.
  for (const steps of [0, 1, 'wait', 0, 1] as const) {
    if (steps === 'wait') {
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 100));
      continue;
    }
    await page.getByLabel('Code de vérification').fill(totpCodeOf(DEMO_TOTP_SECRET, steps));
    const [verified] = await Promise.all([
      page.waitForResponse((response) => /\/auth\/v1\/factors\/[^/]+\/verify$/.test(response.url())),
      page.getByRole('button', { name: 'Déverrouiller' }).click(),
    ]);
    if (verified.ok()) break;
  }
  await expect(page.getByLabel('Code scanné')).toBeFocused();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The tablet's session is over on the server; the préparateur's desk (the worker's session) is not.
  const profileWith = async (token: string) =>
    (await page.request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } })).status();
  await expect.poll(() => profileWith(tablet.access_token)).toBe(401);
  expect(await profileWith((await signedInSession(page.request, DEMO.preparator)).access_token)).toBe(200);
  // The service worker may be caching the shell again (the page, its built files, icons): never an
  // answer of /api or /auth.
  const kept = await page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        cached.push(new URL(request.url).pathname);
    return {
      keys: Object.keys(localStorage).filter(
        (key) => key.startsWith('conque-atelier') || key === 'conque-auth',
      ),
      data: cached.filter(
        (path) => !/^\/(atelier$|assets\/|atelier[\w.-]*\.(png|webmanifest)$|favicon\.svg$)/.test(path),
      ),
    };
  });
  expect(kept).toEqual({ keys: [], data: [] });
});
