import { DEMO, signInAs } from '../../fixtures/accounts';
import { acceptTerms, createDraft, toast, uniquePatient } from '../../fixtures/order-wizard';
import { apiSessionOf, defaultAddressId } from '../../fixtures/orders';
import { cubeStl, stlPayload } from '../../fixtures/stl';
import { expect, test } from '../../fixtures/test';

// Every uploaded impression is measured by the server; the wizard and the order
// detail show the check and its warnings, and a 3D preview turned with the mouse, at 375 px too.
// The upload answers before the check, which a job writes a moment later; the
// wizard shows it by itself, within the assertion's 10 s.

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  await defaultAddressId(request);
});

test('[ORDERS] an uploaded impression is checked, shown in 3D, and its warnings never block the order', async ({
  page,
}) => {
  const patient = uniquePatient('Scan3D');
  await signInAs(page, DEMO.user);
  const session = await apiSessionOf(page.request, DEMO.user);
  const id = await createDraft(session, { ...patient, transferMethod: 'files' });
  await page.goto(`/dashboard/orders/${id}/edit`);
  await expect(page.getByRole('heading', { level: 2, name: 'Livraison et validation' })).toBeVisible();

  const input = page.getByLabel('Ajouter des fichiers STL');
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith(`/api/orders/${id}/stl-files`),
  );
  await input.setInputFiles(stlPayload('oreille-droite.stl', cubeStl(20)));
  const entry = await (await answered).json();
  expect(entry).toMatchObject({ name: 'oreille-droite.stl', checkStatus: 'pending' });
  expect(entry).not.toHaveProperty('check');
  const files = page.getByRole('list', { name: 'Fichiers STL' });
  const closed = files.getByRole('listitem').filter({ hasText: 'oreille-droite.stl' });
  await expect(closed).toContainText('Vérification du scan : 12 triangles, 20 × 20 × 20 mm, fermé');

  // A scan with a hole, in metres: two warnings, and the order still goes through.
  await input.setInputFiles(stlPayload('scan-ouvert.stl', cubeStl(0.02, 1)));
  const open = files.getByRole('listitem').filter({ hasText: 'scan-ouvert.stl' });
  await expect(open).toContainText(
    "Le scan n'est pas fermé (4 arêtes ouvertes) : vérifiez qu'il est complet.",
  );
  await expect(open).toContainText(
    'Le scan mesure 0,02 mm au plus : il est peut-être exprimé en mètres ou en pouces au lieu de millimètres.',
  );

  // The 3D preview: three.js's chunk is fetched only now.
  const viewerChunk = page.waitForResponse((response) =>
    /\/assets\/stl-viewer-[\w-]+\.js$/.test(response.url()),
  );
  await closed.getByRole('button', { name: 'Voir oreille-droite.stl en 3D' }).click();
  expect((await viewerChunk).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Aperçu 3D – oreille-droite.stl' });
  await expect(dialog.getByRole('img', { name: 'Aperçu 3D de oreille-droite.stl' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Empreinte affichée.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await acceptTerms(page);
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(toast(page, 'Commande validée')).toBeVisible();

  // The order detail shows the same check; on a phone the preview fits the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/dashboard/orders/${id}`);
  const stored = page.getByRole('list', { name: 'Fichiers STL' });
  await expect(stored.getByRole('listitem').filter({ hasText: 'scan-ouvert.stl' })).toContainText(
    "Le scan n'est pas fermé (4 arêtes ouvertes)",
  );
  await stored.getByRole('button', { name: 'Voir oreille-droite.stl en 3D' }).click();
  const canvas = page.getByRole('img', { name: 'Aperçu 3D de oreille-droite.stl' });
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())?.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
