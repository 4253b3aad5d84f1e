import { readFile } from 'node:fs/promises';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { changeStatusThroughApi } from '../../fixtures/operations';
import { uniqueName } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';
import { expect, test } from '../../fixtures/test';

// On a patient's request, the manager exports every order of the patient, then
// erases the patient's data: what was not shipped goes, what was shipped stays under a reference.

test("[ORDERS] the manager exports a patient's orders, then erases the patient's data", async ({ page }) => {
  const user = await apiSessionOf(page.request, DEMO.user);
  const lastName = uniqueName('Efface');
  const shipped = await createOrder(user, { firstName: 'Aline', lastName });
  const registered = await createOrder(user, { firstName: 'Aline', lastName });
  const preparator = await apiSessionOf(page.request, DEMO.preparator);
  await changeStatusThroughApi(preparator, shipped, { status: 'shipped', trackingNumber: 'RGPD1' });
  const { order_number: shippedNumber } = await getOrderJson<{ order_number: string }>(user, shipped);

  await signInAs(page, DEMO.manager);
  await page.goto(`/dashboard/orders/${shipped}`);
  const card = page
    .getByRole('heading', { name: 'Données du patient' })
    .locator('xpath=ancestor::div[contains(@class,"rounded")][1]');
  await expect(card).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter ses données (CSV)' }).click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines).toHaveLength(3); // the header and the two orders
  expect(lines.slice(1).every((line) => line.includes(`;Aline;${lastName};`))).toBe(true);

  await page.getByRole('button', { name: 'Effacer ses données' }).click();
  const dialog = page.getByRole('dialog', { name: `Effacer les données de Aline ${lastName} ?` });
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
  await expect(
    page.getByText(/1 commande supprimée, 1 anonymisée \(Patient effacé [0-9A-F]{6}\)\./),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);

  // The registered order is gone; the shipped one stays for its invoice, without the patient.
  expect(
    (
      await user.request.get(`/api/orders/${registered}`, {
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).status(),
  ).toBe(404);
  await page.getByLabel('Rechercher').fill(shippedNumber);
  const row = page.getByRole('row').filter({ hasText: shippedNumber });
  await expect(row).toContainText('Patient effacé');
  await expect(row).not.toContainText(lastName);
});
