import { DEMO, signInAs } from '../../fixtures/accounts';
import { changeStatusThroughApi } from '../../fixtures/operations';
import { uniqueName } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder } from '../../fixtures/orders';
import { expect, test } from '../../fixtures/test';

// Decision 141: a préparateur takes an order through the lab's steps and the quality control on
// the order page (one point fails and sends it back, then all pass), while the clinic's order page,
// open in another browser, follows each step live, without a reload.

const LIVE_MS = 3_000;

test('[LIVE] a préparateur advances an order through the steps and the quality control; the clinic follows', async ({
  page,
  browser,
}) => {
  const clinicSession = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Atelier');
  const orderId = await createOrder(clinicSession, { firstName: 'Lina', lastName });
  const lab = await apiSessionOf(page.request, DEMO.preparator);
  await changeStatusThroughApi(lab, orderId, { status: 'in_progress' });

  const clinic = await (await browser.newContext()).newPage();
  await signInAs(clinic, DEMO.user);
  await clinic.goto(`/dashboard/orders/${orderId}`);
  await expect(clinic.getByText('En modélisation').first()).toBeVisible();

  await signInAs(page, DEMO.preparator);
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText('Étape en cours : Modélisation')).toBeVisible();

  await page.getByRole('button', { name: "Passer à l'étape « Impression »" }).click();
  await expect(page.getByText('Étape en cours : Impression')).toBeVisible();
  await expect(clinic.getByText('En impression').first()).toBeVisible({ timeout: LIVE_MS });

  await page.getByRole('button', { name: "Passer à l'étape « Finition »" }).click();
  await expect(clinic.getByText('En finition').first()).toBeVisible({ timeout: LIVE_MS });

  await page.getByRole('button', { name: "Passer à l'étape « Contrôle qualité »" }).click();
  await expect(clinic.getByText('En contrôle qualité').first()).toBeVisible({ timeout: LIVE_MS });

  // One point is not ticked: the reason is asked, and missing it is refused in French.
  const form = page.getByRole('form', { name: 'Contrôle qualité' });
  for (const point of ["Adaptation à l'empreinte", 'Tube', 'Finition de surface', 'Marquage gauche / droite'])
    await form.getByLabel(point).check();
  await form.getByRole('button', { name: 'Renvoyer en reprise' }).click();
  await expect(form.getByText('Motif : Indiquez la raison de la reprise')).toBeVisible();
  await form.getByLabel('Étape de retour').selectOption({ label: 'Finition' });
  await form.getByLabel('Motif de la reprise').fill('Évent bouché');
  await form.getByRole('button', { name: 'Renvoyer en reprise' }).click();
  await expect(page.getByText('Étape en cours : Finition')).toBeVisible();
  await expect(clinic.getByText('En finition').first()).toBeVisible({ timeout: LIVE_MS });
  // The history names it, for both sides.
  await expect(page.getByText('Contrôle qualité non conforme')).toBeVisible();

  await page.getByRole('button', { name: "Passer à l'étape « Contrôle qualité »" }).click();
  const again = page.getByRole('form', { name: 'Contrôle qualité' });
  for (const point of [
    "Adaptation à l'empreinte",
    'Évent',
    'Tube',
    'Finition de surface',
    'Marquage gauche / droite',
  ])
    await again.getByLabel(point).check();
  await again.getByRole('button', { name: 'Valider le contrôle qualité' }).click();
  await expect(page.getByText('Prête à expédier : le contrôle qualité est validé.')).toBeVisible();
  await expect(clinic.getByText('Prête à expédier').first()).toBeVisible({ timeout: LIVE_MS });

  // The clinic's list reads the same label.
  await clinic.goto('/dashboard/orders');
  await expect(clinic.getByRole('row').filter({ hasText: lastName })).toContainText('Prête à expédier');
});
