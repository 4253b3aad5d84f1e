import { autoAcknowledge, flowsPerTrackingId } from '../../../packages/server/test/support/test-pa-acks';
import { DEMO, signedInSession, signInAs } from '../../fixtures/accounts';
import {
  FLOW_ACCEPTED,
  FLOW_MONTH,
  FLOW_REFUSED,
  listInTestDirectory,
  readDirectoryFor,
} from '../../fixtures/einvoicing';
import { useTestPa } from '../../fixtures/einvoicing-lock';
import { expect, test } from '../../fixtures/test';

// Decision 146: a préparateur connects the lab to the test PA (behind Prism) with the switch on, runs
// a month, and sees on « Factures » each invoice deposited, then accepted; the one the PA refuses
// shows its reason inside a French sentence that says what to do. The switch is turned off again at
// the end, for the other tests.

const TOKEN = 'e2e-jeton-envoi-3c7d';
const refused = new Set<string>();
const pa = useTestPa({ token: TOKEN }, (started) => {
  listInTestDirectory(started.pa, [FLOW_ACCEPTED, FLOW_REFUSED]);
  autoAcknowledge(started.pa, {
    delayMs: 6_000,
    errorFor: (flow) =>
      refused.has(flow.trackingId ?? '')
        ? [{ level: 'Error', item: 'BT-47', reasonCode: 'E2E_SIREN', reasonMessage: 'SIREN acheteur absent' }]
        : undefined,
  });
});

test('[EINVOICING] the month run with the test PA connected: each invoice sent, accepted or refused in French', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/preparator/einvoicing');
  await page.getByLabel('Adresse du service des flux').fill(pa().flowUrl);
  await page.getByLabel("Adresse de l'annuaire").fill(pa().directoryUrl);
  await page.getByLabel("Jeton d'accès", { exact: true }).fill(TOKEN);
  await page.getByRole('checkbox', { name: 'Activer la facturation électronique' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Connexion enregistrée.')).toBeVisible();

  // The month's run, the call « Générer les factures du mois » makes, for a month of its own.
  const session = await signedInSession(page.request, DEMO.preparator);
  const auth = { authorization: `Bearer ${session.access_token}` };
  await readDirectoryFor(page.request, auth, [FLOW_ACCEPTED, FLOW_REFUSED]);
  const run = await page.request.post('/api/generate-monthly-invoices', {
    headers: auth,
    data: { month: FLOW_MONTH },
  });
  expect(await run.json()).toEqual({ created: 2, month: FLOW_MONTH });
  const numberOf = async (establishment: string) => {
    const listed = await page.request.get(`/api/invoices?search=${encodeURIComponent(establishment)}`, {
      headers: auth,
    });
    return ((await listed.json()) as { items: { number: string }[] }).items[0]?.number ?? '';
  };
  const [acceptedNumber, refusedNumber] = [await numberOf(FLOW_ACCEPTED), await numberOf(FLOW_REFUSED)];
  refused.add(refusedNumber);

  await page.goto('/dashboard/preparator/invoices');
  await page.getByLabel('Rechercher une facture').fill('Audition Flux');
  const accepted = page.getByRole('row').filter({ hasText: FLOW_ACCEPTED });
  const refusedRow = page.getByRole('row').filter({ hasText: FLOW_REFUSED });
  await expect(accepted).toHaveCount(1);
  await expect(async () => {
    await page.reload();
    await page.getByLabel('Rechercher une facture').fill('Audition Flux');
    await expect(accepted).toContainText('Acceptée par la plateforme', { timeout: 2_000 });
    await expect(refusedRow).toContainText('Refusée par la plateforme', { timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await expect(refusedRow.getByRole('alert')).toHaveText(
    'La plateforme a refusé cette facture : « E2E_SIREN — SIREN acheteur absent (BT-47) » : corrigez par un avoir puis une nouvelle facture.',
  );
  await page.screenshot({ path: 'test-results/einvoicing-sent.png', fullPage: true });
  // Each once (another spec's credit note issued meanwhile reaches this PA too: not counted here).
  const flows = flowsPerTrackingId(pa().pa);
  expect([flows.get(acceptedNumber), flows.get(refusedNumber)]).toEqual([1, 1]);
  expect(await pa().violations()).toEqual([]);

  // Off again: the other tests invoice without the PA.
  await page.goto('/dashboard/preparator/einvoicing');
  await page.getByRole('checkbox', { name: 'Activer la facturation électronique' }).uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Connexion enregistrée.')).toBeVisible();
});
