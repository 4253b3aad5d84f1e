import { flowsPerTrackingId } from '../../../packages/server/test/support/test-pa-acks';
import { DEMO, signedInSession, signInAs } from '../../fixtures/accounts';
import {
  listInTestDirectory,
  PENDING_ESTABLISHMENT,
  PENDING_MONTH,
  readDirectoryFor,
} from '../../fixtures/einvoicing';
import { useTestPa } from '../../fixtures/einvoicing-lock';
import { checkBoth, expectNoProblems, newAudit } from '../../fixtures/page-audit';
import { expect, test } from '../../fixtures/test';

// Decision 146: the PA down when the month is invoiced. The invoice is issued all the same; its flow
// waits, and « Envois en attente » on « Facturation électronique » says which document, how many
// tries since when, the PA's answer, and the next automatic try, readable at 375 px. Once the PA is
// back, « Réessayer maintenant » sends it at once, and only once.

const TOKEN = 'e2e-jeton-attente-5b1e';
const pa = useTestPa({ token: TOKEN }, (started) => {
  listInTestDirectory(started.pa, [PENDING_ESTABLISHMENT]);
});

test('[EINVOICING] an invoice issued while the PA is down waits in « Envois en attente »; « Réessayer maintenant » sends it once', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, DEMO.preparator);
  const session = await signedInSession(page.request, DEMO.preparator);
  const auth = { authorization: `Bearer ${session.access_token}` };
  const connected = await page.request.put('/api/einvoicing/settings', {
    headers: auth,
    data: {
      enabled: true,
      flow_url: pa().flowUrl,
      directory_url: pa().directoryUrl,
      auth_method: 'bearer',
      token: TOKEN,
    },
  });
  expect(connected.status()).toBe(200);
  // Its address read (the invoice carries it), then the PA goes down.
  await readDirectoryFor(page.request, auth, [PENDING_ESTABLISHMENT]);
  pa().pa.setDown(true);

  // The month's run issues the invoice whatever the PA says.
  const run = await page.request.post('/api/generate-monthly-invoices', {
    headers: auth,
    data: { month: PENDING_MONTH },
  });
  // On the spec's retry, the month was invoiced by the first try (its flow waits still).
  const retried = test.info().retry > 0;
  expect(await run.json()).toEqual({ created: retried ? expect.any(Number) : 1, month: PENDING_MONTH });
  const listed = await page.request.get(`/api/invoices?search=${encodeURIComponent(PENDING_ESTABLISHMENT)}`, {
    headers: auth,
  });
  const number = ((await listed.json()) as { items: { number: string }[] }).items[0]?.number ?? '';
  expect(number).not.toBe('');

  await page.goto('/dashboard/preparator/einvoicing');
  const waiting = page
    .getByRole('list', { name: 'Envois en attente' })
    .getByRole('listitem')
    .filter({
      hasText: `Facture ${number}`,
    });
  await expect(async () => {
    await page.reload();
    await expect(waiting).toContainText('Dernier échec', { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  // The first try's PA is closed: its flow's last failure is that, and its next try may be minutes
  // away. Tried again now, it meets this spec's PA, down.
  if (retried)
    await waiting.getByRole('button', { name: `Réessayer maintenant : Facture ${number}` }).click();
  await expect(async () => {
    await page.reload();
    await expect(waiting).toContainText('Maintenance', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(waiting).toContainText(/En attente depuis le .+ · \d+ essais?/);
  await expect(waiting).toContainText('Nouvel essai automatique le');
  const audit = newAudit();
  await checkBoth(page, audit, 'Envois en attente');
  expectNoProblems(audit);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: 'test-results/einvoicing-pending-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The PA is back: sent at once, before the next automatic try. That try is 8 s away at least
  // (the back-off doubles from 10 s: wait out one that is closer, it fails while the PA is down).
  let nextTry = '';
  await expect(async () => {
    const pending = (await (
      await page.request.get('/api/einvoicing/pending-flows', { headers: auth })
    ).json()) as { items: { tracking_id: string; next_try_at: string | null }[] };
    nextTry = pending.items.find((item) => item.tracking_id === number)?.next_try_at ?? '';
    expect(Date.parse(nextTry) - Date.now()).toBeGreaterThan(8_000);
  }).toPass({ timeout: 120_000 });
  pa().pa.setDown(false);
  await waiting.getByRole('button', { name: `Réessayer maintenant : Facture ${number}` }).click();
  await expect(page.getByText(`Facture ${number} : nouvel essai demandé`)).toBeVisible();
  // Loaded (the list, or none waiting: other specs' documents may wait too), without this one.
  const loaded = page
    .getByRole('list', { name: 'Envois en attente' })
    .or(page.getByText('Aucun envoi en attente.'));
  await expect(async () => {
    await page.reload();
    await expect(loaded).toBeVisible({ timeout: 5_000 });
    await expect(waiting).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  expect(flowsPerTrackingId(pa().pa).get(number)).toBe(1);
  const sent = pa().pa.flows.find((flow) => flow.trackingId === number);
  expect(Date.parse(sent?.submittedAt ?? '')).toBeLessThan(Date.parse(nextTry));
  expect(await pa().violations()).toEqual([]);
});
