import { DEMO, signInAs } from '../../fixtures/accounts';
import { changeStatusThroughApi } from '../../fixtures/operations';
import { uniqueName } from '../../fixtures/order-lists';
import { acceptTerms, orderIdFromUrl, toast, updateOrderVia } from '../../fixtures/order-wizard';
import { type ApiSession, apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// "Demander une refabrication" on a shipped order: the dialog (ears, reason, a
// comment required for « Autre »), the wizard on the linked draft, free under the warranty, the
// link on both orders, and the lab's badge, filter and rates.

const shippedOrder = async (page: Page, lastName: string) => {
  const session = await apiSessionOf(page.request, DEMO.user);
  const id = await createOrder(session, { firstName: 'Gisèle', lastName });
  const preparator = await apiSessionOf(page.request, DEMO.preparator);
  await changeStatusThroughApi(preparator, id, { status: 'shipped', trackingNumber: 'RF123' });
  return { session, id };
};

/** A remake draft of `originalId` for the left ear, asked through the API as the dialog does. */
const remakeDraft = async (session: ApiSession, originalId: string, reason: string) => {
  const response = await session.request.post(`/api/orders/${originalId}/remake`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { ears: ['left'], reason },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

test('[ORDERS] a remake is asked from a shipped order, made free under the warranty and shown to the lab', async ({
  page,
  browser,
}) => {
  test.slow();
  const lastName = uniqueName('Refaire');
  const { session, id } = await shippedOrder(page, lastName);
  const original = await getOrderJson<{ order_number: string }>(session, id);

  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${id}`);
  await page.getByRole('button', { name: 'Demander une refabrication' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Refabrication de la commande n° ${original.order_number}`,
  });
  await expect(dialog).toBeVisible();
  // The order has a left ear only: it is the one checked.
  await expect(dialog.getByRole('checkbox', { name: 'Oreille gauche' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Autre' }).click();
  await dialog.getByRole('button', { name: 'Préparer la refabrication' }).click();
  await expect(
    dialog.getByText('Précisez le motif : le commentaire est requis pour « Autre ».'),
  ).toBeVisible();

  await dialog.getByRole('radio', { name: 'Mauvais ajustement' }).click();
  await dialog.getByRole('button', { name: 'Préparer la refabrication' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}\/edit$/);
  const remakeId = orderIdFromUrl(page);
  await expect(
    page.getByRole('heading', { name: `Refabrication de la commande ${original.order_number}` }),
  ).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Motif : Mauvais ajustement');
  await expect(page.getByRole('note')).toContainText('Sans frais : refabrication sous garantie.');
  // The recap shows the server's price once it comes (the browser's own first figure knows no
  // warranty): the person confirms the free price, as a person reads it before pressing.
  await expect(page.getByRole('row', { name: /Total TTC/ })).toContainText('0,00');

  await acceptTerms(page);
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(toast(page, 'Commande validée')).toBeVisible();

  // The remake's detail: its link to the original, the reason, zero prices.
  await page.goto(`/dashboard/orders/${remakeId}`);
  const banner = page.getByRole('region', { name: 'Refabrication' });
  await expect(banner).toContainText('Refabrication de la commande');
  await expect(banner).toContainText('Motif : Mauvais ajustement');
  await expect(banner).toContainText('Sans frais (garantie)');
  await expect(page.getByText('Refabrication sous garantie (Mauvais ajustement)')).toBeVisible();
  await expect(page.getByRole('row', { name: /Total TTC/ })).toContainText('0,00');
  // The original lists it.
  await banner.getByRole('link', { name: `n° ${original.order_number}` }).click();
  await expect(page.getByRole('region', { name: 'Refabrication' })).toContainText(
    'Refabrications de cette commande',
  );

  // The lab: the badge, the filter, the rates.
  const lab = await (await browser.newContext()).newPage();
  await signInAs(lab, DEMO.preparator);
  await lab.goto('/dashboard/preparator');
  await lab.getByLabel('Rechercher').fill(lastName);
  await expect(lab.getByText('2 commandes')).toBeVisible();
  const remakesOnly = lab.getByRole('checkbox', { name: 'Refabrications uniquement' });
  await remakesOnly.click();
  await expect(remakesOnly).toBeChecked();
  await expect(lab.getByText('1 commande', { exact: true })).toBeVisible();
  await expect(lab.getByText('Refabrication · Mauvais ajustement').first()).toBeVisible();
  await expect(lab).toHaveURL(/refabrications=1/);

  await lab.getByRole('link', { name: 'Refabrications' }).first().click();
  await expect(lab.getByRole('heading', { name: 'Refabrications', level: 1 })).toBeVisible();
  const row = lab.getByRole('row', { name: /Audition Démo/ });
  await expect(row).toBeVisible();
  // Establishment, rate, shipped orders, remakes: at least this one.
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('0');
});

// The price shown when a person validates is the price charged.
test('[ORDERS] a remake whose warranty went to another remake meanwhile is not validated at the free price it showed', async ({
  page,
}) => {
  test.slow();
  const { session, id } = await shippedOrder(page, uniqueName('Garantie'));
  const first = await remakeDraft(session, id, 'poor_fit');
  const second = await remakeDraft(session, id, 'discomfort');

  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${second}/edit`);
  await expect(page.getByRole('note')).toContainText('Sans frais : refabrication sous garantie.');
  const total = page.getByRole('row', { name: /Total TTC/ });
  await expect(total).toContainText('0,00');
  await acceptTerms(page);

  // Meanwhile, the first remake is validated: the warranty is its.
  await updateOrderVia(session, first, { status: 'registered' });

  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: "Cette refabrication n'est plus sans frais" }),
  ).toContainText('Elle sera facturée au tarif en vigueur, soit');
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${second}/edit$`));
  await expect(page.getByRole('note')).toContainText('Facturée au tarif en vigueur.');
  await expect(total).not.toContainText('0,00');
  const shown = (await total.textContent()) ?? '';

  // Confirmed at the price now shown: validated at that price.
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(toast(page, 'Commande validée')).toBeVisible();
  await page.goto(`/dashboard/orders/${second}`);
  await expect(page.getByRole('row', { name: /Total TTC/ })).toHaveText(shown);
});
