import { monthLabel } from '../../../packages/domain/src/invoices/invoice-month';
import { autoAcknowledge, flowsPerTrackingId } from '../../../packages/server/test/support/test-pa-acks';
import { callWebhook, lifecycleCdar } from '../../../packages/server/test/support/test-pa-webhook';
import { DEMO, signedInSession, signInAs } from '../../fixtures/accounts';
import {
  CYCLE_ESTABLISHMENT,
  CYCLE_MANAGER,
  CYCLE_MONTH,
  CYCLE_NEXT_MONTH,
  CYCLE_PATIENT,
  listInTestDirectory,
  readDirectoryFor,
} from '../../fixtures/einvoicing';
import { useTestPa } from '../../fixtures/einvoicing-lock';
import { expectLiveStream } from '../../fixtures/live';
import { E2E_BASE_URL } from '../../fixtures/server';
import { expect, type Page, test } from '../../fixtures/test';

// Decisions 146 and 147, the month's whole cycle: a préparateur connects the lab to the test PA
// (behind Prism), runs a month of its own (e2e/seed-einvoicing.ts, « Audition Cycle »), and sees its
// invoice « Déposée » then « Mise à disposition » as the PA says through its signed webhook; the PA
// says « En litige » with a reason: the préparateur is alerted live and the clinic's manager reads it
// on their invoices; a credit note and a new invoice fix it, both sent once; « Payée » sends
// « Encaissée » (a CDAR 212). The switch is turned off again at the end, for the other tests.

const TOKEN = 'e2e-jeton-cycle-du-mois';
const WEBHOOK = `${E2E_BASE_URL}/api/einvoicing/webhook`;
const pa = useTestPa({ token: TOKEN }, (started) => {
  listInTestDirectory(started.pa, [CYCLE_ESTABLISHMENT]);
  autoAcknowledge(started.pa, { delayMs: 1_000 });
});

/** The préparateur's « Factures », searched for the cycle's establishment. */
const invoicesOf = async (page: Page) => {
  await page.goto('/dashboard/preparator/invoices');
  await page.getByLabel('Rechercher une facture').fill(CYCLE_ESTABLISHMENT);
};

test('[EINVOICING] the month with the test PA: deposited, made available, disputed, fixed by a credit note and a new invoice, paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/preparator/einvoicing');
  await page.getByLabel('Adresse du service des flux').fill(pa().flowUrl);
  await page.getByLabel("Adresse de l'annuaire").fill(pa().directoryUrl);
  await page.getByLabel("Jeton d'accès", { exact: true }).fill(TOKEN);
  await page.getByRole('checkbox', { name: 'Activer la facturation électronique' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Connexion enregistrée.')).toBeVisible();
  // The key the lab gives its PA for the webhook: its secret shown once.
  await page.getByRole('button', { name: /^(Créer|Remplacer) la clé$/ }).click();
  const shown = page.getByText(/^Secret de la clé conque-[0-9a-f]{12}, affiché une seule fois :/);
  await expect(shown).toBeVisible();
  const [, keyId = '', secret = ''] =
    /clé (conque-[0-9a-f]{12}), affiché une seule fois : (\S+)/.exec((await shown.textContent()) ?? '') ?? [];
  const key = { keyId, secret };

  // The month's run, the call « Générer les factures du mois » makes, for the cycle's own month.
  const session = await signedInSession(page.request, DEMO.preparator);
  const auth = { authorization: `Bearer ${session.access_token}` };
  await readDirectoryFor(page.request, auth, [CYCLE_ESTABLISHMENT]);
  const runMonth = async (month: typeof CYCLE_MONTH) => {
    const run = await page.request.post('/api/generate-monthly-invoices', { headers: auth, data: { month } });
    expect(await run.json()).toEqual({ created: 1, month });
  };
  await runMonth(CYCLE_MONTH);

  await invoicesOf(page);
  const invoiceRows = page
    .getByRole('row')
    .filter({ hasText: CYCLE_ESTABLISHMENT })
    .filter({ hasText: monthLabel(CYCLE_MONTH) })
    .filter({ hasNotText: /A-\d{4}-\d{5}/ });
  await expect(invoiceRows).toHaveCount(1);
  const number = (await invoiceRows.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^F-\d{4}-\d{5}$/);
  const row = page
    .getByRole('row')
    .filter({ hasText: number })
    .filter({ hasNotText: /A-\d{4}-\d{5}/ });
  await expect.poll(() => flowsPerTrackingId(pa().pa).get(number), { timeout: 120_000 }).toBe(1);

  // What the PA says of it, through the signed webhook, each seen on « Factures ».
  const say = async (statusCode: number, at: string, reason?: { reasonCode: string; reason: string }) => {
    const cdar = lifecycleCdar({
      documentNumber: number,
      statusCode,
      at,
      ...(reason ?? { withoutReason: true }),
    });
    const flow = pa().pa.emitLifecycle(cdar, number);
    expect((await callWebhook(WEBHOOK, key, flow)).status).toBe(200);
  };
  for (const [code, at, label] of [
    [200, '20261128100000', 'Déposée'],
    [203, '20261128100100', 'Mise à disposition'],
  ] as const) {
    await say(code, at);
    await expect(async () => {
      await invoicesOf(page);
      await expect(row).toContainText(label, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }

  // « En litige », with its reason: the bell appears without a reload, once the page's live stream is
  // open (the alerts' notice goes through it).
  await invoicesOf(page);
  await expectLiveStream(page);
  await expect(row).toContainText('Mise à disposition');
  await say(207, '20261128100200', { reasonCode: 'TX_TVA_ERR', reason: 'Taux de TVA erroné' });
  const bell = page.getByRole('button', { name: /^Alertes de facturation : \d+$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const alert = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: `Facture ${number} : En litige` }),
  });
  await expect(alert).toContainText('Motif : Taux de TVA erroné');
  // Seen: the bell is left as the other tests expect it (lifecycle.spec.ts waits for its own alert).
  await alert.getByRole('button', { name: 'Marquer comme vue' }).click();
  await expect(alert).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row).toContainText('En litige');

  // The clinic's manager reads it on their invoices, and its reason in the history.
  const context = await browser.newContext();
  const managerPage = await context.newPage();
  await signInAs(managerPage, CYCLE_MANAGER);
  await managerPage.goto('/dashboard/invoices');
  const managerRow = managerPage.getByRole('row').filter({ hasText: number });
  await expect(managerRow.getByText('En litige')).toBeVisible();
  await managerRow.getByRole('button', { name: `Historique de la plateforme : ${number}` }).click();
  await expect(managerPage.getByText('Motif : Taux de TVA erroné (TX_TVA_ERR)')).toBeVisible();
  await context.close();

  // The fix: a credit note for the whole invoice, then the month again invoices the released order.
  await invoicesOf(page);
  await row.getByRole('button', { name: `Émettre un avoir : facture ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Émettre un avoir sur la facture ${number}` });
  await expect(dialog.getByLabel(new RegExp(CYCLE_PATIENT))).toBeChecked();
  await dialog.getByLabel('Motif').fill('Taux de TVA erroné');
  await dialog.getByRole('button', { name: "Émettre l'avoir" }).click();
  await expect(dialog).toBeHidden();
  const credit = page.getByRole('region', { name: 'Avoirs' }).getByRole('row').filter({ hasText: number });
  await expect(credit).toContainText('Taux de TVA erroné');
  const creditNumber = (await credit.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(creditNumber).toMatch(/^A-\d{4}-\d{5}$/);

  // One invoice a month per establishment: the next month's run invoices the released order again.
  await runMonth(CYCLE_NEXT_MONTH);
  await invoicesOf(page);
  const newRow = page
    .getByRole('row')
    .filter({ hasText: CYCLE_ESTABLISHMENT })
    .filter({ hasText: monthLabel(CYCLE_NEXT_MONTH) })
    .filter({ hasNotText: /A-\d{4}-\d{5}/ });
  await expect(newRow).toHaveCount(1);
  await expect(newRow).toContainText(CYCLE_ESTABLISHMENT);
  const newNumber = (await newRow.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(newNumber).toMatch(/^F-\d{4}-\d{5}$/);
  expect(newNumber).not.toBe(number);
  // Both reach the PA, once each.
  await expect
    .poll(
      () => {
        const counts = flowsPerTrackingId(pa().pa);
        return [counts.get(number), counts.get(creditNumber), counts.get(newNumber)];
      },
      { timeout: 120_000 },
    )
    .toEqual([1, 1, 1]);

  // « Payée » sends « Encaissée »: a CDAR 212 for the new invoice, once.
  const paidRow = page.getByRole('row').filter({ hasText: newNumber });
  await paidRow.getByRole('button', { name: `Marquer payée : facture ${newNumber}` }).click();
  await expect(paidRow).toContainText('Payée');
  const cashed = () =>
    pa().pa.flows.filter((flow) => flow.flowDirection === 'Out' && flow.trackingId === `${newNumber}_212`);
  await expect.poll(() => cashed().length, { timeout: 120_000 }).toBe(1);
  const cdar = cashed()[0]?.file.toString('utf8') ?? '';
  expect(cdar).toContain('<ram:ProcessConditionCode>212</ram:ProcessConditionCode>');
  expect(cdar).toContain(`<ram:IssuerAssignedID>${newNumber}</ram:IssuerAssignedID>`);
  await page.screenshot({ path: 'test-results/einvoicing-month.png', fullPage: true });
  expect(await pa().violations()).toEqual([]);

  // Off again: the other tests invoice without the PA.
  await page.goto('/dashboard/preparator/einvoicing');
  await page.getByRole('checkbox', { name: 'Activer la facturation électronique' }).uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Connexion enregistrée.')).toBeVisible();
});
