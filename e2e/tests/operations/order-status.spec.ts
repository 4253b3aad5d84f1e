import { randomBytes } from 'node:crypto';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { changeStatusThroughApi } from '../../fixtures/operations';
import { apiSessionOf, createOrder } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// On the order detail page (spec 001 §2 and §4): the preparator's status and
// delivery dialogs, the establishment's tracking link and the order's history.

const unique = () => randomBytes(3).toString('hex');
const LA_POSTE = 'https://www.laposte.fr/outils/suivre-vos-envois?code=';

const statusDialog = (page: Page) => page.getByRole('dialog', { name: 'Modifier le statut' });
const deliveryDialog = (page: Page) => page.getByRole('dialog', { name: 'Modifier la livraison' });
const history = (page: Page) => page.getByRole('list', { name: 'Historique de la commande' });

const chooseStatus = async (page: Page, label: string) => {
  await page.getByRole('button', { name: 'Modifier le statut' }).click();
  await statusDialog(page).getByRole('radio', { name: label, exact: true }).check();
};

test('[OPERATIONS] a preparator moves an order to production, then ships it grouped with a tracking number; the establishment follows the parcel and reads the history', async ({
  page,
  browser,
  request,
}) => {
  const tag = unique();
  const manager = await apiSessionOf(request, DEMO.manager);
  const preparator = await apiSessionOf(request, DEMO.preparator);
  const first = await createOrder(manager, { firstName: 'Alice', lastName: `Premier-${tag}` });
  const order = await createOrder(manager, { firstName: 'Bruno', lastName: `Second-${tag}` });
  await changeStatusThroughApi(preparator, first, { status: 'shipped', trackingNumber: 'FIRST1' });

  await signInAs(page, DEMO.preparator);
  await page.goto(`/dashboard/orders/${order}`);

  await chooseStatus(page, 'En cours de fabrication');
  await statusDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Statut mis à jour').first()).toBeVisible();
  await expect(statusDialog(page)).toBeHidden();

  await chooseStatus(page, 'Expédiée');
  const tracking = statusDialog(page).getByLabel('Numéro de suivi');
  // Upper-cased as typed; spaces and dashes are dropped (spec 001 §5).
  await tracking.pressSequentially('6a-123 456fr');
  await expect(tracking).toHaveValue('6A123456FR');
  const group = statusDialog(page).getByRole('radiogroup', { name: "Grouper l'expédition avec" });
  await group.getByRole('radio', { name: new RegExp(`Premier-${tag}`) }).check();
  await statusDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Statut mis à jour').first()).toBeVisible();

  // The establishment's side.
  const context = await browser.newContext();
  const managerPage = await context.newPage();
  await signInAs(managerPage, DEMO.manager);
  await managerPage.goto(`/dashboard/orders/${order}`);
  await expect(managerPage.getByRole('link', { name: /Suivre le colis/ })).toHaveAttribute(
    'href',
    `${LA_POSTE}6A123456FR`,
  );
  await expect(managerPage.getByRole('button', { name: 'Modifier le statut' })).toHaveCount(0);
  const items = history(managerPage).getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText('Statut modifié');
  await expect(items.nth(0)).toContainText('En cours de fabrication');
  await expect(items.nth(0)).toContainText('Expédiée');
  await expect(items.nth(0)).toContainText('Claire Dubois');
  await expect(items.nth(1)).toContainText('Enregistrée');
  await expect(items.nth(2)).toContainText('Commande validée');
  await expect(items.nth(3)).toContainText('Commande créée');
  await expect(items.nth(3)).toContainText('Julien Moreau');
  await context.close();
});

test('[OPERATIONS] a full shipping group cannot be joined, and a place taken meanwhile is refused with its reason', async ({
  page,
  request,
}) => {
  const tag = unique();
  const manager = await apiSessionOf(request, DEMO.manager);
  const preparator = await apiSessionOf(request, DEMO.preparator);
  const leader = await createOrder(manager, { firstName: 'Léa', lastName: `Chef-${tag}` });
  const second = await createOrder(manager, { firstName: 'Marc', lastName: `Deux-${tag}` });
  const late = await createOrder(manager, { firstName: 'Nina', lastName: `Tard-${tag}` });
  const order = await createOrder(manager, { firstName: 'Omar', lastName: `Moi-${tag}` });
  await changeStatusThroughApi(preparator, leader, { status: 'shipped' });
  await changeStatusThroughApi(preparator, second, { status: 'shipped', groupWith: leader });

  await signInAs(page, DEMO.preparator);
  await page.goto(`/dashboard/orders/${order}`);
  await chooseStatus(page, 'Expédiée');
  const group = statusDialog(page).getByRole('radiogroup', { name: "Grouper l'expédition avec" });
  await group.getByRole('radio', { name: new RegExp(`Chef-${tag}`) }).check();

  // Another preparator fills the group's last place while this dialog is open.
  await changeStatusThroughApi(preparator, late, { status: 'shipped', groupWith: leader });
  await statusDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Impossible de mettre à jour le statut')).toBeVisible();
  await expect(statusDialog(page).getByRole('alert')).toHaveText(
    "Ce groupe d'expédition compte déjà 3 commandes.",
  );

  // Opened again, the group shows as full and cannot be chosen.
  await page.keyboard.press('Escape');
  await chooseStatus(page, 'Expédiée');
  await expect(group.getByRole('radio', { name: new RegExp(`Chef-${tag}.*Groupe complet`) })).toBeDisabled();
});

test('[OPERATIONS] a preparator changes the delivery type while the order is registered, and no longer once it is shipped', async ({
  page,
  request,
}) => {
  const tag = unique();
  const manager = await apiSessionOf(request, DEMO.manager);
  const preparator = await apiSessionOf(request, DEMO.preparator);
  const order = await createOrder(manager, { firstName: 'Paul', lastName: `Livraison-${tag}` });

  await signInAs(page, DEMO.preparator);
  await page.goto(`/dashboard/orders/${order}`);
  await page.getByRole('button', { name: 'Modifier la livraison' }).click();
  await deliveryDialog(page)
    .getByRole('radio', { name: /Express/ })
    .check();
  await deliveryDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Livraison modifiée').first()).toBeVisible();
  const latest = history(page).getByRole('listitem').first();
  await expect(latest).toContainText('Livraison modifiée');
  await expect(latest).toContainText('Standard');
  await expect(latest).toContainText('Express');

  // Shipped behind the open dialog: refused with its reason.
  await page.getByRole('button', { name: 'Modifier la livraison' }).click();
  await deliveryDialog(page)
    .getByRole('radio', { name: /Standard/ })
    .check();
  await changeStatusThroughApi(preparator, order, { status: 'shipped' });
  await deliveryDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Impossible de modifier la livraison')).toBeVisible();
  await expect(deliveryDialog(page).getByRole('alert')).toHaveText(
    'La livraison ne peut être modifiée que pour une commande enregistrée ou en cours de fabrication.',
  );

  await page.reload();
  await expect(page.getByRole('button', { name: 'Modifier le statut' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Modifier la livraison' })).toHaveCount(0);
});
