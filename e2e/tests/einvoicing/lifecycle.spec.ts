import { callWebhook, lifecycleCdar } from '../../../packages/server/test/support/test-pa-webhook';
import { DEMO, passwordGrant, signInAs } from '../../fixtures/accounts';
import { useTestPa } from '../../fixtures/einvoicing-lock';
import { expectLiveStream } from '../../fixtures/live';
import { E2E_BASE_URL } from '../../fixtures/server';
import { expect, test } from '../../fixtures/test';

// Decision 147: the test PA (behind Prism) says « En litige », with a reason, about an invoice of
// « Audition Démo » through its RFC 9421-signed webhook: the préparateur, on the invoices page,
// is alerted live (the bell appears without a reload) with the reason, and the clinic's manager
// reads « En litige » on their invoices and its reason in the history.

const TOKEN = 'e2e-jeton-pa-cycle-de-vie';
const pa = useTestPa({ token: TOKEN });

test('[EINVOICING] « En litige » from the PA: the préparateur is alerted live, the manager sees it on their invoices', async ({
  page,
  browser,
}) => {
  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/preparator/einvoicing');
  await page.getByLabel('Adresse du service des flux').fill(pa().flowUrl);
  await page.getByLabel("Adresse de l'annuaire").fill(pa().directoryUrl);
  await page.getByLabel("Jeton d'accès", { exact: true }).fill(TOKEN);
  await page.getByRole('checkbox', { name: 'Activer la facturation électronique' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Connexion enregistrée.')).toBeVisible();

  // The key the lab gives its PA: its secret shown once.
  await expect(page.getByText(`${E2E_BASE_URL}/api/einvoicing/webhook`)).toBeVisible();
  await page.getByRole('button', { name: /^(Créer|Remplacer) la clé$/ }).click();
  const shown = page.getByText(/^Secret de la clé conque-[0-9a-f]{12}, affiché une seule fois :/);
  await expect(shown).toBeVisible();
  const [, keyId, secret] =
    /clé (conque-[0-9a-f]{12}), affiché une seule fois : (\S+)/.exec((await shown.textContent()) ?? '') ?? [];

  // An invoice of « Audition Démo », as its manager reads it.
  const manager = await passwordGrant(page.request, DEMO.manager, 'demo1234');
  const list = await page.request.get('/api/invoices', {
    headers: { authorization: `Bearer ${manager.access_token}` },
  });
  const number = ((await list.json()) as { items: { number: string }[] }).items[0]?.number ?? '';
  expect(number).toMatch(/^F-\d{4}-\d{5}$/);

  // The alerts' notice goes through the page's live stream: it must be open before the PA speaks.
  await page.goto('/dashboard/preparator/invoices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLiveStream(page);
  const flow = pa().pa.emitLifecycle(
    lifecycleCdar({
      documentNumber: number,
      statusCode: 207,
      at: '20261128100000',
      reasonCode: 'TX_TVA_ERR',
      reason: 'Taux de TVA erroné',
    }),
    number,
  );
  const answer = await callWebhook(
    `${E2E_BASE_URL}/api/einvoicing/webhook`,
    { keyId: keyId ?? '', secret: secret ?? '' },
    flow,
  );
  expect(answer.status).toBe(200);

  // Live: no reload.
  const bell = page.getByRole('button', { name: /^Alertes de facturation : \d+$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('link', { name: `Facture ${number} : En litige` })).toBeVisible();
  await expect(page.getByText('Motif : Taux de TVA erroné').first()).toBeVisible();

  const context = await browser.newContext();
  const managerPage = await context.newPage();
  await signInAs(managerPage, DEMO.manager);
  await managerPage.goto('/dashboard/invoices');
  const row = managerPage.getByRole('row').filter({ hasText: number });
  await expect(row.getByText('En litige')).toBeVisible();
  await row.getByRole('button', { name: `Historique de la plateforme : ${number}` }).click();
  await expect(managerPage.getByText('Motif : Taux de TVA erroné (TX_TVA_ERR)')).toBeVisible();
  await context.close();

  // The lab's switch back off: the other tests invoice as before.
  await page.goto('/dashboard/preparator/einvoicing');
  await page.getByRole('checkbox', { name: 'Activer la facturation électronique' }).uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Connexion enregistrée.')).toBeVisible();
  expect(await pa().violations()).toEqual([]);
});
