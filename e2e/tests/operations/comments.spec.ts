import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInAs } from '../../fixtures/accounts';
import { bellOf, clearBell, commentAs } from '../../fixtures/comments';
import { latestMailTo, linkIn } from '../../fixtures/mailbox';
import { apiSessionOf, createOrder, getOrderJson } from '../../fixtures/orders';

// Spec 001 §2, §6, §8 and DESIGN §5.13: the comment thread on the order, the preparators' bell and
// the creator's e-mail. The bell is shared by every preparator, so these tests run one after the
// other and start from an empty bell.
test.describe.configure({ mode: 'serial' });

const unique = () => Math.random().toString(36).slice(2, 8);
const patient = (prefix: string) => ({ firstName: `${prefix}${unique()}`, lastName: 'Comm' });

const orderOfUser = async (page: Page, prefix: string) => {
  const user = await apiSessionOf(page.request, DEMO.user);
  const names = patient(prefix);
  const id = await createOrder(user, names);
  const { order_number } = await getOrderJson<{ order_number: string }>(user, id);
  return { user, id, orderNumber: order_number, patientName: `${names.firstName} ${names.lastName}` };
};

const comments = (page: Page) => page.getByRole('region', { name: 'Commentaires' });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Notifications' });

test.beforeEach(async ({ request }) => {
  await clearBell(await apiSessionOf(request, DEMO.preparator));
});

test("[COMMENTS] a user's comment rings the preparator's bell, whose entry opens the order's comments", async ({
  page,
}) => {
  const order = await orderOfUser(page, 'Cloche');
  await commentAs(order.user, order.id, 'Pouvez-vous raccourcir le conduit ?');

  await signInAs(page, DEMO.preparator);
  await page.goto('/dashboard/preparator');
  await expect(bell(page)).toHaveText(/^1/);
  await expect(bell(page)).toHaveAccessibleDescription('1 commande avec un nouveau commentaire');
  await bell(page).click();
  const list = page.getByRole('dialog', { name: 'Nouveaux commentaires' });
  const entry = list.getByRole('link', { name: new RegExp(order.patientName) });
  await expect(entry).toContainText(`Commande ${order.orderNumber}`);
  await expect(entry).toContainText(/il y a (moins d’une minute|\d+ minutes?)/);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}#commentaires$`));
  await expect(list).toBeHidden();
});

test('[COMMENTS] the establishment sees no bell', async ({ page }) => {
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByText('Assistance')).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
});

test("[COMMENTS] a preparator's comment is mailed to the order's creator with a link to the thread", async ({
  page,
}) => {
  const order = await orderOfUser(page, 'Courriel');
  const preparator = await apiSessionOf(page.request, DEMO.preparator);
  await commentAs(preparator, order.id, 'Empreinte reçue, fabrication demain.');

  const mail = await latestMailTo(page.request, DEMO.user, new RegExp(order.orderNumber));
  expect(mail.subject).toBe(
    `Nouveau commentaire sur la commande ${order.orderNumber} (${order.patientName})`,
  );
  expect(mail.text).toContain('Bonjour Sophie,');
  expect(mail.text).toContain(
    `Claire Dubois (préparateur Conque) a ajouté un commentaire sur la commande n° ${order.orderNumber} (patient : ${order.patientName}).`,
  );
  expect(mail.text).toContain('Empreinte reçue, fabrication demain.');
  const link = linkIn(mail.text, '#commentaires');
  expect(new URL(link).pathname).toBe(`/dashboard/orders/${order.id}`);
  // A preparator's own comment never rings the bell.
  expect((await bellOf(preparator)).items.map((item) => item.order_id)).not.toContain(order.id);
});

// The tests below need the order detail page, which composes <OrderComments> (after the merge).

test('[COMMENTS] a user adds a comment to the thread; a blank one cannot be sent', async ({ page }) => {
  const order = await orderOfUser(page, 'Fil');
  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${order.id}`);
  const section = comments(page);
  await expect(section.getByRole('heading', { name: 'Commentaires' })).toBeVisible();
  await expect(section.getByText('Aucun commentaire pour le moment.')).toBeVisible();

  const box = section.getByLabel('Nouveau commentaire');
  const send = section.getByRole('button', { name: 'Ajouter le commentaire' });
  await expect(send).toBeDisabled();
  await box.fill('   \n  ');
  await expect(send).toBeDisabled();
  await box.fill('  Le patient préfère une teinte incolore.  ');
  await send.click();
  await expect(page.getByText('Commentaire ajouté')).toBeVisible();
  await expect(box).toHaveValue('');

  const item = section.getByRole('listitem').filter({ hasText: 'Le patient préfère une teinte incolore.' });
  await expect(item).toContainText('Sophie Bernard');
  await expect(item).toContainText('Utilisateur');
  const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' }).format(
    new Date(),
  );
  await expect(item.locator('time')).toContainText(`${today} à `);
  const preparator = await apiSessionOf(page.request, DEMO.preparator);
  expect((await bellOf(preparator)).items.map((entry) => entry.order_id)).toContain(order.id);
});

test('[COMMENTS] a preparator opening #commentaires lands on the thread, clears the bell and answers', async ({
  page,
}) => {
  const order = await orderOfUser(page, 'Ancre');
  await commentAs(order.user, order.id, 'Merci de confirmer la date.');
  await signInAs(page, DEMO.preparator);
  await page.goto(`/dashboard/orders/${order.id}#commentaires`);
  const section = comments(page);
  await expect(section.getByText('Merci de confirmer la date.')).toBeInViewport();
  await expect(bell(page)).not.toHaveText(/\d/);

  await section.getByLabel('Nouveau commentaire').fill('Expédition prévue vendredi.');
  await section.getByRole('button', { name: 'Ajouter le commentaire' }).click();
  await expect(page.getByText('Commentaire ajouté')).toBeVisible();
  await expect(section.getByRole('listitem').last()).toContainText('Claire Dubois');
  await expect(section.getByRole('listitem').last()).toContainText('Préparateur');
  const mail = await latestMailTo(page.request, DEMO.user, new RegExp(order.orderNumber));
  expect(mail.text).toContain('Expédition prévue vendredi.');
});

test('[COMMENTS] a viewer reads the thread but has no comment box', async ({ page }) => {
  const order = await orderOfUser(page, 'Lecture');
  await commentAs(order.user, order.id, 'Visible par toute l’équipe.');
  await signInAs(page, DEMO.viewer);
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(comments(page).getByText('Visible par toute l’équipe.')).toBeVisible();
  await expect(comments(page).getByLabel('Nouveau commentaire')).toHaveCount(0);
});

test("[COMMENTS] a comment the server refuses shows 'Impossible d'ajouter le commentaire'", async ({
  page,
}) => {
  const order = await orderOfUser(page, 'Refus');
  const session = await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${order.id}`);
  await comments(page).getByLabel('Nouveau commentaire').fill('Envoyé après la déconnexion');
  // The session ends elsewhere (another tab signs out): the server refuses the comment.
  await page.request.post('/auth/v1/logout', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  await comments(page).getByRole('button', { name: 'Ajouter le commentaire' }).click();
  await expect(page.getByText("Impossible d'ajouter le commentaire")).toBeVisible();
  await expect(comments(page).getByLabel('Nouveau commentaire')).toHaveValue('Envoyé après la déconnexion');
});
