import { signInAs } from '../../fixtures/accounts';
import { freshEstablishment } from '../../fixtures/order-lists';
import { PHONE } from '../../fixtures/page-audit';
import { expect, test } from '../../fixtures/test';

// A manager makes a key on its phone, sees it once, a program uses it, the
// manager revokes it; the API's reference page renders in Chromium under the CSP (the fixture fails
// the test on any violation).

test('[API] a manager creates a key at 375 px, sees it once, a program uses it, the manager revokes it', async ({
  page,
}) => {
  const manager = await freshEstablishment(page.request);
  await page.setViewportSize(PHONE);
  await signInAs(page, manager.email, manager.password);
  await page.goto('/dashboard/api-keys');
  await expect(page.getByRole('heading', { name: "Clés d'API" })).toBeVisible();
  await expect(page.getByText('Aucune clé pour le moment.')).toBeVisible();
  // A manager changes no status: that right is not offered.
  await expect(page.getByRole('checkbox')).toHaveCount(5);
  await expect(page.getByText('Changer les statuts')).toHaveCount(0);

  await page.getByRole('button', { name: 'Créer la clé' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(page.getByText('Choisissez au moins un droit')).toBeVisible();
  await page.getByLabel('Nom').fill('Logiciel du cabinet');
  await page.getByRole('checkbox', { name: /Lire les commandes/ }).check();
  await page.getByRole('button', { name: 'Créer la clé' }).click();
  await expect(page.getByText('Copiez-la maintenant : elle ne sera plus affichée.')).toBeVisible();
  const secret = await page.getByRole('textbox', { name: 'Nouvelle clé' }).inputValue();
  expect(secret).toMatch(/^cq_live_[0-9a-f]{12}_/);
  const listed = page.getByRole('list', { name: 'Vos clés' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Logiciel du cabinet');
  await expect(listed).toContainText('Jamais utilisée');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: test.info().outputPath('api-keys-375.png'), fullPage: true });

  const call = () => page.request.get('/api/v1/orders', { headers: { authorization: `Bearer ${secret}` } });
  expect((await call()).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nouvelle clé' })).toHaveCount(0);
  await expect(listed).toContainText('Dernière utilisation le');

  await page.getByRole('button', { name: 'Révoquer la clé Logiciel du cabinet' }).click();
  await expect(page.getByText('Clé « Logiciel du cabinet » révoquée')).toBeVisible();
  await expect(page.getByText('Aucune clé pour le moment.')).toBeVisible();
  expect((await call()).status()).toBe(401);
});

test('[API] the reference page of /api/v1 renders in Chromium under the CSP', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /API Conque/ })).toBeVisible();
  await expect(page.getByText('/orders/{id}/archive')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-docs.png') });
});
