import { DEMO, DEMO_SIRET, signInAs } from '../../fixtures/accounts';
import { useTestPa } from '../../fixtures/einvoicing-lock';
import { checkBoth, expectNoProblems, newAudit } from '../../fixtures/page-audit';
import { expect, test } from '../../fixtures/test';

// Decision 145: with e-invoicing on, the lab reads each establishment's e-invoicing address from
// the directory of the test PA (behind Prism, annex B): before the month's run the invoices page
// flags « Audition Démo » while the directory has no line for it; once listed and read again, the
// « Facturation électronique » page shows its address and platform, and its manager sees on « Mon
// établissement » which platform receives its invoices. The switch is turned off again at the end.

const TOKEN = 'e2e-jeton-annuaire-91c2';
const SIREN = DEMO_SIRET.slice(0, 9);
const ADDRESS = `${SIREN}_FACTURES`;
const pa = useTestPa({ token: TOKEN });
test.describe.configure({ mode: 'serial' });

const switchOn = async (page: import('@playwright/test').Page, on: boolean) => {
  await page.goto('/dashboard/preparator/einvoicing');
  await page.getByLabel('Adresse du service des flux').fill(pa().flowUrl);
  await page.getByLabel("Adresse de l'annuaire").fill(pa().directoryUrl);
  await page.getByLabel("Jeton d'accès", { exact: true }).fill(TOKEN);
  const box = page.getByRole('checkbox', { name: 'Activer la facturation électronique' });
  if ((await box.isChecked()) !== on) await box.click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Connexion enregistrée.')).toBeVisible();
};

test('[EINVOICING] the lab sees an establishment’s address, and the flag before the month’s run', async ({
  page,
}) => {
  await signInAs(page, DEMO.preparator);
  await switchOn(page, true);
  const card = page.getByRole('heading', { name: 'Adresses de facturation électronique des établissements' });
  await expect(card).toBeVisible();

  // Nothing in the directory yet: read, « none found », flagged on the invoices page.
  await page.getByRole('button', { name: 'Relire l’annuaire' }).click();
  await expect(page.getByText(/^Relecture de l’annuaire demandée pour \d+ établissement/)).toBeVisible();
  const demoRow = page.getByRole('listitem').filter({ hasText: `SIRET ${DEMO_SIRET}` });
  await expect(async () => {
    await page.reload();
    await expect(demoRow).toContainText(
      'Aucune adresse de facturation électronique trouvée dans l’annuaire',
      {
        timeout: 1_000,
      },
    );
  }).toPass({ timeout: 30_000 });

  await page.goto('/dashboard/preparator/invoices');
  const notice = page.getByRole('alert').filter({ hasText: 'sans adresse de facturation électronique' });
  await expect(notice).toContainText('ne seront pas transmises à la plateforme');
  // The new cards as every page is checked: axe-core and no sideways scroll, at 375 px and on a desktop.
  const audit = newAudit();
  await checkBoth(page, audit, 'invoices with the flag');
  await expect(notice).toContainText(
    'Leurs factures seront émises et envoyées par e-mail comme aujourd’hui, mais ne seront pas transmises à la plateforme.',
  );
  await expect(
    notice.getByRole('listitem').filter({ hasText: `Audition Démo (SIRET ${DEMO_SIRET})` }),
  ).toContainText('Aucune adresse de facturation électronique trouvée dans l’annuaire');

  // Listed in the directory, read again: its address and platform, the date it was read.
  pa().pa.companies.push({
    siren: SIREN,
    businessName: 'Audition Démo',
    facilities: [{ siret: DEMO_SIRET, name: 'Audition Démo', addressingIdentifier: ADDRESS }],
  });
  await page.goto('/dashboard/preparator/einvoicing');
  await page.getByRole('button', { name: 'Relire l’annuaire' }).click();
  await expect(async () => {
    await page.reload();
    await expect(demoRow).toContainText(ADDRESS, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(demoRow).toContainText('Plateforme agréée (PA)');
  await expect(demoRow).toContainText(/Lue dans l’annuaire le \d{1,2} \p{L}+ \d{4}/u);
  await checkBoth(page, audit, 'einvoicing with the addresses');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/einvoicing-directory-375.png', fullPage: true });
  expectNoProblems(audit);

  await page.goto('/dashboard/preparator/invoices');
  await expect(
    page.getByRole('listitem').filter({ hasText: `Audition Démo (SIRET ${DEMO_SIRET})` }),
  ).toHaveCount(0);
  expect(await pa().violations()).toEqual([]);
});

test('[EINVOICING] the clinic’s manager sees which platform receives its invoices', async ({ page }) => {
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard/establishment');
  await expect(page.getByRole('heading', { name: 'Réception des factures électroniques' })).toBeVisible();
  await expect(page.getByText(ADDRESS, { exact: true })).toBeVisible();
  await expect(page.getByText('Plateforme agréée (PA)', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Les factures du laboratoire sont transmises à cette adresse/)).toBeVisible();
  const audit = newAudit();
  await checkBoth(page, audit, 'establishment with its e-invoicing address');
  expectNoProblems(audit);
});

test('[EINVOICING] switched off, the addresses are no longer shown', async ({ page }) => {
  await signInAs(page, DEMO.preparator);
  await switchOn(page, false);
  await expect(
    page.getByRole('heading', { name: 'Adresses de facturation électronique des établissements' }),
  ).toHaveCount(0);
});
