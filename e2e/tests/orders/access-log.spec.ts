import { readFile } from 'node:fs/promises';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { uniqueName } from '../../fixtures/order-lists';
import { apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';
import { expect, test } from '../../fixtures/test';

// Each read of a patient's data is logged; the establishment's manager sees the
// log on the order and exports it; the other roles do not see it.

test("[ORDERS] the manager sees who read a patient's data on the order, and exports it", async ({
  page,
  browser,
}) => {
  const user = await apiSessionOf(page.request, DEMO.user);
  const id = await createOrder(user, { firstName: 'Rose', lastName: uniqueName('Journal') });
  // The user opens the order in a browser of its own: a read of the patient's data.
  const userPage = await (await browser.newContext()).newPage();
  await signInAs(userPage, DEMO.user);
  await userPage.goto(`/dashboard/orders/${id}`);
  await expect(userPage.getByRole('heading', { level: 1, name: /Rose/ })).toBeVisible();
  await expect(userPage.getByRole('heading', { name: 'Historique' })).toBeVisible();
  await expect(userPage.getByText('Journal des accès')).toHaveCount(0);

  await signInAs(page, DEMO.manager);
  await page.goto(`/dashboard/orders/${id}`);
  const log = page.getByRole('list', { name: 'Consultations des données du patient' });
  await expect(
    log.getByRole('listitem').filter({ hasText: 'Sophie Bernard (Utilisateur)' }).first(),
  ).toContainText('Fiche de la commande');
  // From which address: the test's browsers are on the loopback.
  await expect(
    log.getByRole('listitem').filter({ hasText: 'Sophie Bernard (Utilisateur)' }).first(),
  ).toContainText(/Adresse : (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
  // The manager's own opening is a read too.
  await expect(
    log.getByRole('listitem').filter({ hasText: 'Julien Moreau (Manager)' }).first(),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  const { order_number } = await getOrderJson<{ order_number: string }>(user, id);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^acces-${order_number}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Date;Personne;Rôle;Consultation;Adresse');
  expect(lines.some((line) => /;Sophie Bernard;Utilisateur;Fiche de la commande;.+$/.test(line))).toBe(true);
});
