import { DEMO, signInAs } from '../../fixtures/accounts';
import { acceptTerms, createDraft, orderIdFromUrl, toast, uniquePatient } from '../../fixtures/order-wizard';
import { apiSessionOf, defaultAddressId, getOrderJson } from '../../fixtures/orders';
import { binaryStl, binaryStlOfMegabytes, stlPayload } from '../../fixtures/stl';
import { expect, type Page, test } from '../../fixtures/test';

// Spec 001 §4-§5 STL upload: transfer method 'files', a progress bar per file, the states uploading,
// error and completed, only .stl files, removal ('Fichier supprimé'), and 'Valider la commande'
// disabled while a file of the files method is still uploading.

// Whole clinician flows on a shared two-core machine: more time than a single-screen test.
test.describe.configure({ timeout: 90_000 });

type StoredFiles = { status: string; stl_files: { name: string; size: number; path: string }[] };

const fileInput = (page: Page) => page.getByLabel('Ajouter des fichiers STL');
const fileList = (page: Page) => page.getByRole('list', { name: 'Fichiers STL' });

/** A draft whose transfer method is 'files': it opens on the last step (spec 001 §2). */
const openFilesDraft = async (page: Page, prefix: string) => {
  const patient = uniquePatient(prefix);
  await signInAs(page, DEMO.user);
  const session = await apiSessionOf(page.request, DEMO.user);
  const id = await createDraft(session, { ...patient, transferMethod: 'files' });
  await page.goto(`/dashboard/orders/${id}/edit`);
  await expect(page.getByRole('heading', { level: 2, name: 'Livraison et validation' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Envoi de fichiers STL' })).toBeChecked();
  return { id, session, patient };
};

test.beforeAll(async ({ request }) => {
  await defaultAddressId(request);
});

test('[ORDERS] an STL scan is uploaded, shown sent, and the order validated with it', async ({ page }) => {
  const { id, session } = await openFilesDraft(page, 'Stl');
  await fileInput(page).setInputFiles(stlPayload('oreille-gauche.stl', binaryStl(40)));
  const item = fileList(page).getByRole('listitem').filter({ hasText: 'oreille-gauche.stl' });
  await expect(item).toContainText('Envoyé');
  await expect(item.getByRole('progressbar')).toHaveCount(0);

  const stored = await getOrderJson<StoredFiles>(session, id);
  expect(stored.stl_files).toHaveLength(1);
  expect(stored.stl_files[0]).toMatchObject({ name: 'oreille-gauche.stl', size: 84 + 50 * 40 });
  // Spec 001 §5: the stored name gets a timestamp suffix.
  expect(stored.stl_files[0]?.path).toMatch(new RegExp(`^${id}/oreille-gauche_\\d+\\.stl$`));

  await acceptTerms(page);
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(toast(page, 'Commande validée')).toBeVisible();
  expect(orderIdFromUrl(page)).toBe(id);
  expect((await getOrderJson<StoredFiles>(session, id)).status).toBe('registered');
});

test('[ORDERS] a file that is not an STL is refused with the spec message', async ({ page }) => {
  const { id, session } = await openFilesDraft(page, 'PasStl');
  await fileInput(page).setInputFiles({
    name: 'compte-rendu.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 pas un scan'),
  });
  await expect(toast(page, "Le fichier compte-rendu.pdf n'est pas un fichier STL valide")).toBeVisible();
  await expect(fileList(page)).toHaveCount(0);

  // Named .stl but not one: the server reads the content and refuses it; the file shows its error.
  await fileInput(page).setInputFiles(stlPayload('faux.stl', Buffer.from('ceci nest pas un maillage')));
  const item = fileList(page).getByRole('listitem').filter({ hasText: 'faux.stl' });
  await expect(item).toContainText('Échec');
  await expect(item.getByRole('alert')).toHaveText("Le fichier faux.stl n'est pas un fichier STL valide");
  expect((await getOrderJson<StoredFiles>(session, id)).stl_files).toEqual([]);

  // A failed file blocks validation until it is removed (spec 001 §5's last message).
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Veuillez sélectionner' })).toHaveText(
    'Veuillez sélectionner une méthode de transfert des empreintes valide',
  );
  await fileInput(page).setInputFiles(stlPayload('bon.stl', binaryStl(2)));
  await expect(fileList(page).getByRole('listitem').filter({ hasText: 'bon.stl' })).toContainText('Envoyé');
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(
    page
      .getByRole('main')
      .getByText("Certains fichiers n'ont pas pu être uploadés. Veuillez les supprimer et réessayer."),
  ).toBeVisible();
  await item.getByRole('button', { name: 'Supprimer faux.stl' }).click();
  await expect(item).toHaveCount(0);
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(toast(page, 'Commande validée')).toBeVisible();
});

test('[ORDERS] removing a sent STL file deletes it from the order', async ({ page }) => {
  const { id, session } = await openFilesDraft(page, 'Suppression');
  await fileInput(page).setInputFiles([
    stlPayload('droite.stl', binaryStl(3)),
    stlPayload('gauche.stl', binaryStl(4)),
  ]);
  await expect(fileList(page).getByText('Envoyé', { exact: true })).toHaveCount(2);
  await page.getByRole('button', { name: 'Supprimer droite.stl' }).click();
  await expect(toast(page, 'Fichier supprimé')).toBeVisible();
  await expect(fileList(page).getByRole('listitem')).toHaveCount(1);
  const stored = await getOrderJson<StoredFiles>(session, id);
  expect(stored.stl_files.map((file) => file.name)).toEqual(['gauche.stl']);

  // Reopened, the draft shows the file still stored.
  await page.reload();
  await expect(fileList(page).getByRole('listitem')).toHaveCount(1);
  await expect(fileList(page)).toContainText('gauche.stl');
  await expect(fileList(page)).toContainText('Envoyé');
});

test('[ORDERS] while a big scan uploads, its progress shows and validation waits', async ({ page }) => {
  await openFilesDraft(page, 'GrosScan');
  await acceptTerms(page);
  // A slow line (about 1 MB/s up), so the upload lasts long enough to be watched.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10 * 1024 * 1024,
    uploadThroughput: 1024 * 1024,
  });
  await fileInput(page).setInputFiles(stlPayload('scan-complet.stl', binaryStlOfMegabytes(6)));
  const item = fileList(page).getByRole('listitem').filter({ hasText: 'scan-complet.stl' });
  await expect(item.getByRole('progressbar', { name: 'Envoi de scan-complet.stl' })).toBeVisible();
  await expect(item).toContainText('Envoi en cours');
  await expect(page.getByRole('button', { name: 'Valider la commande' })).toBeDisabled();
  await expect(item).toContainText('Envoyé', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Valider la commande' })).toBeEnabled();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
});
