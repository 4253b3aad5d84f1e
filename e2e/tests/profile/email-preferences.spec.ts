import { randomBytes } from 'node:crypto';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { type DevMail, latestMailTo, linkIn } from '../../fixtures/mailbox';
import { type FreshEstablishment, freshEstablishment } from '../../fixtures/order-lists';
import { createOrder, getOrderJson } from '../../fixtures/orders';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../../fixtures/test';

// Each person chooses on the profile page which e-mails about their orders they
// receive; every such mail carries a one-click unsubscribe link that needs no sign-in. A manager of
// an establishment of its own: its choices must not reach the demo accounts other tests mail.

const unique = () => randomBytes(3).toString('hex');

const mailsTo = async (request: APIRequestContext, to: string): Promise<DevMail[]> =>
  ((await (await request.get('/api/dev/mail')).json()) as DevMail[]).filter((mail) => mail.to === to);

/** A manager with an establishment and a delivery address of its own. */
const managerWithAddress = async (request: APIRequestContext) => {
  const manager = await freshEstablishment(request);
  const response = await request.post('/api/delivery-addresses', {
    headers: { authorization: `Bearer ${manager.session.token}` },
    data: {
      name: 'Cabinet',
      streetAddress: '3 rue Mercière',
      postalCode: '69002',
      city: 'Lyon',
      isDefault: true,
    },
  });
  if (!response.ok()) throw new Error(`address: ${response.status()} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  return { ...manager, addressId: id };
};

const orderOf = async (manager: FreshEstablishment & { addressId: string }, lastName: string) => {
  const id = await createOrder(manager.session, {
    firstName: 'Inès',
    lastName,
    addressId: manager.addressId,
  });
  const { order_number } = await getOrderJson<{ order_number: string }>(manager.session, id);
  return { id, number: order_number, patient: `Inès ${lastName}` };
};

const preferences = (page: Page) => page.getByRole('form', { name: 'Notifications par e-mail' });

/** The lab ships the order from its detail page, with a tracking number. */
const shipAsPreparator = async (browser: Browser, orderId: string) => {
  const context = await browser.newContext();
  const lab = await context.newPage();
  await signInAs(lab, DEMO.preparator);
  await lab.goto(`/dashboard/orders/${orderId}`);
  await lab.getByRole('button', { name: 'Modifier le statut' }).click();
  const dialog = lab.getByRole('dialog', { name: 'Modifier le statut' });
  await dialog.getByRole('radio', { name: 'Expédiée', exact: true }).check();
  await dialog.getByLabel('Numéro de suivi').fill('6A123456789FR');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(lab.getByText('Statut mis à jour').first()).toBeVisible();
  await context.close();
};

test('[PROFILE] a manager who unchecks « Commande expédiée » (and turns the weekly summary on) gets the validated mail of an order but not the shipped one', async ({
  page,
  browser,
  request,
}) => {
  // Two signed-in contexts and the outbox worker's mails: slow on a loaded machine.
  test.slow();
  const manager = await managerWithAddress(request);
  await signInAs(page, manager.email, manager.password);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Notifications par e-mail' })).toBeVisible();
  const shipped = preferences(page).getByRole('checkbox', { name: 'Commande expédiée' });
  // All on by default.
  for (const label of [
    'Commande validée',
    'Commande expédiée',
    'Commande prête à être récupérée',
    'Commentaire du laboratoire',
  ])
    await expect(preferences(page).getByRole('checkbox', { name: label })).toBeChecked();
  // The weekly summary is off until turned on.
  const summary = preferences(page).getByRole('checkbox', { name: 'Résumé hebdomadaire' });
  await expect(summary).not.toBeChecked();
  await shipped.uncheck();
  await summary.check();
  await preferences(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Préférences de notification enregistrées')).toBeVisible();
  await page.reload();
  await expect(shipped).not.toBeChecked();
  await expect(summary).toBeChecked();
  await expect(preferences(page).getByRole('checkbox', { name: 'Commande validée' })).toBeChecked();

  const order = await orderOf(manager, `Expé-${unique()}`);
  const validated = await latestMailTo(request, manager.email, /validée/);
  // The patient by initials only: « Inès Expé-3fa9c1 » is « I. E.-F. » (or « I. E. »).
  expect(validated.subject).toMatch(
    new RegExp(`^Commande ${order.number} validée \\(I\\. E\\.(-\\p{L}\\.)?\\)$`, 'u'),
  );
  expect(`${validated.subject}\n${validated.text}`).not.toContain(order.patient);
  expect(new URL(linkIn(validated.text, '/dashboard/orders/')).pathname).toBe(
    `/dashboard/orders/${order.id}`,
  );

  await shipAsPreparator(browser, order.id);
  // The mail would have been written in the status change's transaction, done by now.
  // (Besides the sign-up confirmation, which no preference governs.)
  const subjects = (await mailsTo(request, manager.email)).map((mail) => mail.subject);
  expect(subjects.filter((subject) => subject.includes(order.number))).toEqual([validated.subject]);
  // The order did ship: its page shows the parcel's link.
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.getByRole('link', { name: /Suivre le colis/ })).toBeVisible();
});

test('[PROFILE] the unsubscribe link of a mail works without signing in, and the profile page shows it', async ({
  page,
  browser,
  request,
}) => {
  const manager = await managerWithAddress(request);
  const first = await orderOf(manager, `Lien-${unique()}`);
  const mail = await latestMailTo(request, manager.email, new RegExp(first.number));
  expect(mail.text).toContain('notifications «\u00a0Commande validée\u00a0» sont activées');
  const link = linkIn(mail.text, '/unsubscribe?');

  // A browser with no session at all, as from a mail client.
  const context = await browser.newContext();
  const anonymous = await context.newPage();
  await anonymous.goto(link);
  await expect(anonymous.getByRole('heading', { name: 'Se désabonner' })).toBeVisible();
  await expect(
    anonymous.getByText('Confirmez pour ne plus recevoir les e-mails « Commande validée »'),
  ).toBeVisible();
  await anonymous.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(anonymous.getByRole('heading', { name: 'Désabonnement confirmé' })).toBeVisible();
  // Opened again: already done, nothing more to click.
  await anonymous.goto(link);
  await expect(anonymous.getByRole('heading', { name: 'Désabonnement confirmé' })).toBeVisible();
  await expect(anonymous.getByRole('button', { name: 'Me désabonner' })).toHaveCount(0);
  // A link altered by one character is refused.
  await anonymous.goto(
    link.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
  );
  await expect(anonymous.getByRole('heading', { name: 'Lien de désabonnement invalide' })).toBeVisible();
  await context.close();

  await signInAs(page, manager.email, manager.password);
  await page.goto('/dashboard/profile');
  await expect(preferences(page).getByRole('checkbox', { name: 'Commande validée' })).not.toBeChecked();
  await expect(preferences(page).getByRole('checkbox', { name: 'Commande expédiée' })).toBeChecked();

  const second = await orderOf(manager, `Lien-${unique()}`);
  expect(
    (await mailsTo(request, manager.email)).map((m) => m.subject).filter((s) => s.includes(second.number)),
  ).toEqual([]);
});
