import { signInAs } from '../../fixtures/accounts';
import { type FreshEstablishment, freshEstablishment, uniqueName } from '../../fixtures/order-lists';
import { createOrder } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// Spec 001 §2 'Mes brouillons'. Each test has an establishment of its own: the demo accounts'
// drafts badge is counted by the dashboard tests.

const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, patient: string) => table(page).getByRole('row').filter({ hasText: patient });
const badge = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Mes brouillons/ });

const draftOf = (own: FreshEstablishment, firstName: string, lastName: string) =>
  createOrder(own.session, { firstName, lastName, shippingMethod: 'pickup', validate: false });

/** The creation date as spec 001 §2 wants it, written independently of the app: Paris time, French. */
const frenchParisDate = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const day = parts.day === '1' ? '1er' : parts.day;
  return `${day} ${parts.month} ${parts.year} à ${parts.hour}:${parts.minute}`;
};

test('[DRAFTS] the own drafts are listed with their French creation date and searched by patient name', async ({
  page,
}) => {
  const own = await freshEstablishment(page.request);
  const [first, second] = [uniqueName('Ebauche'), uniqueName('Esquisse')];
  await draftOf(own, 'Inès', first);
  await draftOf(own, 'Jules', second);
  // A validated order is not a draft.
  await createOrder(own.session, { firstName: 'Karim', lastName: first, shippingMethod: 'pickup' });
  const listed = await own.session.request.get(`/api/orders/drafts?search=${first}`, {
    headers: { authorization: `Bearer ${own.session.token}` },
  });
  const [created] = ((await listed.json()) as { items: { created_at: string }[] }).items;

  await signInAs(page, own.email, own.password);
  await page.goto('/dashboard/orders/drafts');
  await expect(page.getByRole('heading', { name: 'Mes brouillons' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 brouillons')).toBeVisible();
  await expect(rowOf(page, `Inès ${first}`)).toContainText(frenchParisDate(created?.created_at ?? ''));
  await expect(rowOf(page, 'Karim')).toHaveCount(0);

  await page.getByLabel('Rechercher').fill(second.toLowerCase());
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, `Jules ${second}`)).toBeVisible();

  await page.getByLabel('Rechercher').fill(uniqueName('Inconnu'));
  await expect(page.getByText('Aucun brouillon trouvé')).toBeVisible();
});

test("[DRAFTS] 'Modifier' opens the draft in the wizard", async ({ page }) => {
  const own = await freshEstablishment(page.request);
  const lastName = uniqueName('Reprise');
  const id = await draftOf(own, 'Lucie', lastName);

  await signInAs(page, own.email, own.password);
  await page.goto('/dashboard/orders/drafts');
  await rowOf(page, lastName)
    .getByRole('link', { name: /^Modifier/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${id}/edit$`));
  await expect(page.getByRole('heading', { name: 'Modifier la commande' })).toBeVisible();
  await page.getByRole('button', { name: /Étape 1/ }).click();
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(lastName);
});

test("[DRAFTS] 'Supprimer' asks first: cancelling keeps the draft, confirming deletes it and the badge", async ({
  page,
}) => {
  const own = await freshEstablishment(page.request);
  const [kept, gone] = [uniqueName('Garde'), uniqueName('Jete')];
  await draftOf(own, 'Marc', kept);
  await draftOf(own, 'Nina', gone);

  await signInAs(page, own.email, own.password);
  await page.goto('/dashboard/orders/drafts');
  await expect(badge(page)).toHaveAccessibleName('Mes brouillons 2');

  await rowOf(page, gone)
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer le brouillon' });
  await expect(dialog).toContainText(`Nina ${gone}`);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, gone)).toBeVisible();

  await rowOf(page, gone)
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Brouillon supprimé')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, gone)).toHaveCount(0);
  await expect(rowOf(page, kept)).toBeVisible();
  await expect(badge(page)).toHaveAccessibleName('Mes brouillons 1');
  await page.reload();
  await expect(rowOf(page, kept)).toBeVisible();
  await expect(rowOf(page, gone)).toHaveCount(0);
});

test('[DRAFTS] 10 drafts a page', async ({ page }) => {
  const own = await freshEstablishment(page.request);
  const lastName = uniqueName('Lot');
  for (let n = 1; n <= 11; n++) await draftOf(own, `B${n}`, lastName);

  await signInAs(page, own.email, own.password);
  await page.goto('/dashboard/orders/drafts');
  await expect(page.getByText('11 brouillons')).toBeVisible();
  await expect(page.getByText('Page 1 sur 2')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page.getByText('Page 2 sur 2')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, `B1 ${lastName}`)).toBeVisible();

  // Deleting the only draft of the last page goes back to the page before.
  await rowOf(page, `B1 ${lastName}`)
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Page 1 sur 1')).toBeVisible();
  await expect(page.getByText('10 brouillons')).toBeVisible();
});

test("[DRAFTS] a list that cannot load shows 'Erreur' / 'Impossible de charger les brouillons'", async ({
  page,
}) => {
  const own = await freshEstablishment(page.request);
  await signInAs(page, own.email, own.password);
  // A proxy's 503: nothing the real server can be made to answer on demand.
  await page.route('**/api/orders/drafts?*', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/dashboard/orders/drafts');
  await expect(page.getByText('Impossible de charger les brouillons').first()).toBeVisible();
  await expect(page.getByText('Erreur', { exact: true })).toBeVisible();
});
