import { mkdirSync } from 'node:fs';
import { patientInitials } from '@conque/domain/orders/patient-initials';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { orderInProduction } from '../../fixtures/impressions';
import { latestMailTo } from '../../fixtures/mailbox';
import { toast, uniquePatient } from '../../fixtures/order-wizard';
import { apiSessionOf } from '../../fixtures/orders';
import { checkBoth, expectNoProblems, newAudit } from '../../fixtures/page-audit';
import { cubeStl, stlPayload } from '../../fixtures/stl';
import { expect, type Page, test } from '../../fixtures/test';

// « Demander une nouvelle empreinte », two people side by side, no reload: the lab
// asks, the clinic sees it live, uploads and sends the order back, the lab sees it live; the history
// and the mails say each step. E2E_SCREENSHOTS=<dir> saves the dialog and the banner at 1280 and
// 375 px.

test.describe.configure({ timeout: 120_000 });

const LIVE_MS = 3_000;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

const shoot = async (page: Page, name: string, locate: () => ReturnType<Page['locator']>) => {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await locate().screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('[OPERATIONS] a new impression: the lab asks, the clinic uploads and sends back, each side live', async ({
  page: clinic,
  browser,
}) => {
  // The clinic in the test's own context (its CSP guard, e2e/fixtures/test.ts), the lab beside it.
  const labContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const lab = await labContext.newPage();
  await clinic.setViewportSize({ width: 1280, height: 900 });
  const patient = uniquePatient('Empreinte');
  const id = await orderInProduction(
    await apiSessionOf(clinic.request, DEMO.user),
    await apiSessionOf(lab.request, DEMO.preparator),
    patient,
  );

  await signInAs(clinic, DEMO.user);
  await clinic.goto(`/dashboard/orders/${id}`);
  await expect(clinic.getByText('En cours de fabrication').first()).toBeVisible();
  await signInAs(lab, DEMO.preparator);
  await lab.goto(`/dashboard/orders/${id}`);

  // The lab asks: left ear, deformed, the damaged file replaced, one warning quoted, a comment.
  await lab.getByRole('button', { name: 'Demander une nouvelle empreinte' }).click();
  const dialog = lab.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: /^Nouvelle empreinte pour la commande n° / }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: "Demander l'empreinte" }).click();
  // The order has a left ear only: it is chosen already.
  await expect(dialog.getByLabel('Oreille gauche')).toBeChecked();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez un motif.');
  await dialog.getByLabel('Autre').check();
  await dialog.getByRole('button', { name: "Demander l'empreinte" }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Précisez le motif : le commentaire est requis pour « Autre ».',
  );
  await dialog.getByLabel('Empreinte déformée').check();
  await dialog.getByRole('checkbox', { name: 'scan-gauche.stl', exact: true }).check();
  await dialog.getByLabel(/^Le scan n'est pas fermé/).check();
  await dialog.getByLabel('Commentaire').fill('Le conduit semble écrasé au niveau du coude.');
  await shoot(lab, 'new-impression-dialog', () => dialog);
  // axe-core and no sideways scrolling, at 375 and 1280 px (decision 93), for each new screen.
  const audit = newAudit();
  await checkBoth(lab, audit, 'the dialog « Demander une nouvelle empreinte »');
  await dialog.getByRole('button', { name: "Demander l'empreinte" }).click();
  await expect(toast(lab, 'Nouvelle empreinte demandée')).toBeVisible();
  await expect(lab.getByText("En attente d'empreinte").first()).toBeVisible();
  await expect(lab.getByRole('button', { name: 'Modifier le statut' })).toBeDisabled();

  // The clinic, without a reload: the banner, its reason and detail, the bell.
  const banner = clinic.getByRole('region', { name: 'Nouvelle empreinte demandée' });
  await expect(banner).toBeVisible({ timeout: LIVE_MS });
  await expect(banner).toContainText('Le laboratoire demande une nouvelle empreinte');
  await expect(banner).toContainText('Empreinte déformée · Oreille gauche');
  await expect(banner).toContainText("Le scan n'est pas fermé (4 arêtes ouvertes)");
  await expect(banner).toContainText('Remplace : scan-gauche.stl');
  await expect(clinic.getByText("En attente d'empreinte").first()).toBeVisible();
  await expect(clinic.getByRole('button', { name: 'Renvoyer au laboratoire' })).toBeDisabled();
  await expect(banner).toContainText("Il manque l'empreinte de l'oreille gauche.");
  await shoot(clinic, 'new-impression-banner', () => banner);
  await checkBoth(clinic, audit, "the clinic's banner");
  // The creator's own bell, live: one entry, which leads to the order.
  await clinic.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
  const bell = clinic.getByRole('dialog', { name: 'Notifications' });
  await expect(bell).toContainText('Nouvelle empreinte demandée');
  await expect(bell).toContainText(patient.lastName);
  await shoot(clinic, 'new-impression-bell', () => bell);
  await clinic.keyboard.press('Escape');

  // The mails: the creator and the managers, initials only, no comment.
  const initials = patientInitials(patient.firstName, patient.lastName);
  for (const to of [DEMO.user, DEMO.manager]) {
    const mail = await latestMailTo(clinic.request, to, /^Nouvelle empreinte demandée/);
    expect(mail.subject.endsWith(`(${initials})`)).toBe(true);
    expect(mail.text).toContain('Motif : Empreinte déformée');
    expect(mail.text).not.toContain('écrasé');
    expect(mail.text).not.toContain(patient.lastName);
  }

  // The clinic uploads the left ear's new impression, checked like any upload, and sends it back.
  await banner
    .getByLabel('Ajouter un fichier STL (oreille gauche)')
    .setInputFiles(stlPayload('scan-gauche-v2.stl', cubeStl(20)));
  const uploaded = banner.getByRole('list', { name: 'Reçus, pas encore envoyés au laboratoire' });
  await expect(uploaded).toContainText('scan-gauche-v2.stl');
  await expect(uploaded).toContainText('12 triangles, 20 × 20 × 20 mm, fermé');
  // The lab sees it come, live, before it is sent.
  await expect(lab.getByRole('region', { name: 'Nouvelle empreinte demandée' })).toContainText(
    'scan-gauche-v2.stl',
    { timeout: LIVE_MS },
  );
  await clinic.getByRole('button', { name: 'Renvoyer au laboratoire' }).click();
  await expect(toast(clinic, 'Commande renvoyée au laboratoire')).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(clinic.getByText('En cours de fabrication').first()).toBeVisible();

  // The lab, without a reload: the status it had, the new file, the previous version kept.
  await expect(toast(lab, 'Nouvelle empreinte reçue')).toBeVisible({ timeout: LIVE_MS });
  await expect(lab.getByText('En cours de fabrication').first()).toBeVisible();
  const files = lab.getByRole('list', { name: 'Fichiers STL' });
  await expect(files.getByRole('listitem').filter({ hasText: 'scan-gauche-v2.stl' })).toContainText(
    'Oreille gauche ·',
  );
  await expect(files).not.toContainText('scan-gauche.stl');
  const previous = lab.getByRole('list', { name: 'Versions précédentes des empreintes' });
  await expect(previous).toContainText('scan-gauche.stl');
  await shoot(lab, 'new-impression-previous', () =>
    lab.getByRole('heading', { name: 'Versions précédentes des empreintes' }).locator('xpath=../..'),
  );
  await expect(lab.getByRole('button', { name: 'Modifier le statut' })).toBeEnabled();
  await checkBoth(lab, audit, "the lab's order with its previous versions");
  expectNoProblems(audit);

  // Both histories record both steps.
  for (const page of [lab, clinic]) {
    const history = page.getByRole('list', { name: 'Historique de la commande' });
    await expect(history).toContainText('Nouvelle empreinte demandée : oreille gauche');
    await expect(history).toContainText('Empreinte déformée');
    await expect(history).toContainText('Nouvelle empreinte envoyée au laboratoire');
    await expect(history).toContainText('scan-gauche-v2.stl');
  }
  // The clinic never sees the previous version.
  await expect(clinic.getByRole('list', { name: 'Versions précédentes des empreintes' })).toHaveCount(0);

  await labContext.close();
});
