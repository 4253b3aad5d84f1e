import { DEMO, signInAs } from '../../fixtures/accounts';
import { bellOf, clearBell, commentAs } from '../../fixtures/comments';
import { latestMailTo, linkIn } from '../../fixtures/mailbox';
import {
  acceptTerms,
  type CategoryChoice,
  chooseShipping,
  chooseTransfer,
  chooseType,
  configureCategories,
  fillPatient,
  nextStep,
  orderIdFromUrl,
  selectEar,
  toast,
  uniquePatient,
} from '../../fixtures/order-wizard';
import { apiSessionOf, createOrder, defaultAddressId, getOrderJson } from '../../fixtures/orders';
import { expect, type Page, test } from '../../fixtures/test';

// Spec 001 §2, §6, §8 and docs/design.md §5.13: the comment thread on the order, the preparators' bell and
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

// The establishment's bell is each person's own notifications, never the lab's comments.
test("[COMMENTS] the establishment's bell holds none of the lab's comment notifications", async ({
  page,
}) => {
  await signInAs(page, DEMO.manager);
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByText('Assistance')).toBeVisible();
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Nouveaux commentaires' })).toHaveCount(0);
});

test("[COMMENTS] a preparator's comment is mailed to the order's creator with a link to the thread", async ({
  page,
}) => {
  const order = await orderOfUser(page, 'Courriel');
  const preparator = await apiSessionOf(page.request, DEMO.preparator);
  await commentAs(preparator, order.id, 'Empreinte reçue, fabrication demain.');

  const mail = await latestMailTo(page.request, DEMO.user, new RegExp(order.orderNumber));
  // The patient by initials (« Courriel… Comm » is « C. C. »), the comment not quoted.
  expect(mail.subject).toBe(`Nouveau commentaire sur la commande ${order.orderNumber} (C. C.)`);
  expect(mail.text).toContain('Bonjour Sophie,');
  expect(mail.text).toContain(
    `Claire Dubois (préparateur Conque) a ajouté un commentaire sur la commande n° ${order.orderNumber} (patient : C. C.).`,
  );
  expect(mail.text).toContain('Par confidentialité, le commentaire ne figure pas dans cet e-mail.');
  expect(mail.text).not.toContain(order.patientName);
  expect(mail.text).not.toContain('Empreinte reçue');
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
  // The comment stays in the app (decision 87): the mail says one was added, and where.
  expect(mail.text).toContain('Par confidentialité, le commentaire ne figure pas dans cet e-mail.');
  expect(mail.text).not.toContain('Expédition prévue vendredi.');
});

test('[COMMENTS] a viewer reads the thread but has no comment box', async ({ page }) => {
  const order = await orderOfUser(page, 'Lecture');
  await commentAs(order.user, order.id, 'Visible par toute l’équipe.');
  await signInAs(page, DEMO.viewer);
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(comments(page).getByText('Visible par toute l’équipe.')).toBeVisible();
  await expect(comments(page).getByLabel('Nouveau commentaire')).toHaveCount(0);
});

test("[COMMENTS] a comment that cannot reach the server shows 'Impossible d'ajouter le commentaire' and keeps the text", async ({
  page,
}) => {
  const order = await orderOfUser(page, 'Refus');
  await signInAs(page, DEMO.user);
  await page.goto(`/dashboard/orders/${order.id}`);
  await comments(page).getByLabel('Nouveau commentaire').fill('Envoyé sans réseau');
  // The connection drops as the clinician sends (a session ended on the server is another case: it
  // leads to the login page, e2e/tests/auth/session-ended.spec.ts).
  await page.route(`**/api/orders/${order.id}/comments`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await comments(page).getByRole('button', { name: 'Ajouter le commentaire' }).click();
  await expect(page.getByText("Impossible d'ajouter le commentaire")).toBeVisible();
  await expect(comments(page).getByLabel('Nouveau commentaire')).toHaveValue('Envoyé sans réseau');
});

// "The whole life of an order", as the people do it: the establishment validates an order
// in the wizard; the lab finds it after a refresh, makes it, ships it grouped with a tracking
// number; the establishment follows the parcel and reads the history; comments go both ways, with
// the preparators' bell and the creator's e-mail. It lives in this serial file because it rings
// the shared bell. Month-end invoicing of last month's shipments is
// e2e/tests/invoices/invoices.spec.ts (an order shipped today is invoiced next month).
const LEFT_EAR: CategoryChoice[] = [
  { title: 'Forme', choices: { left: 'Fond de conque' } },
  { title: 'Matériau', choices: { left: 'Silicone' } },
  { title: 'Couleur', choices: { left: 'Incolore translucide' } },
  { title: 'Tube', choices: { left: 'Standard' } },
  { title: 'Options', choices: { left: 'Sans option' } },
  { title: 'Évent', choices: { left: 'Aucun' } },
  { title: 'Finition', choices: { left: 'Vernis' } },
  { title: 'Cordon', choices: { left: 'Sans cordon' } },
];

const statusDialog = (page: Page) => page.getByRole('dialog', { name: 'Modifier le statut' });

const setStatus = async (
  page: Page,
  label: string,
  fill?: (dialog: ReturnType<typeof statusDialog>) => Promise<void>,
) => {
  await page.getByRole('button', { name: 'Modifier le statut' }).click();
  await statusDialog(page).getByRole('radio', { name: label, exact: true }).check();
  await fill?.(statusDialog(page));
  await statusDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Statut mis à jour').first()).toBeVisible();
  await expect(statusDialog(page)).toBeHidden();
};

test('[OPERATIONS] an order from validation to shipping, with tracking, grouping, history, comments, bell and e-mail', async ({
  page,
  browser,
  request,
}) => {
  // A whole working week in one test: more time than a single screen.
  test.setTimeout(120_000);
  await defaultAddressId(request);
  const preparatorApi = await apiSessionOf(request, DEMO.preparator);
  const patient = uniquePatient('Cycle');

  // 1. The establishment's user validates the order in the wizard.
  await signInAs(page, DEMO.user);
  await page.goto('/dashboard/orders/new');
  await fillPatient(page, { ...patient, gender: 'Femme', hearingLoss: 'Moyenne' });
  await nextStep(page);
  await chooseType(page, 'Embout classique');
  await nextStep(page);
  await selectEar(page, 'left');
  await configureCategories(page, LEFT_EAR);
  await page.getByRole('button', { name: 'Récapitulatif de la commande' }).click();
  await page.getByRole('button', { name: 'Je confirme les informations' }).click();
  await chooseShipping(page, 'La Poste - 48h/72h');
  await chooseTransfer(page, 'Envoi physique des empreintes');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(toast(page, 'Commande validée')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const orderId = orderIdFromUrl(page);
  const number =
    (await page.getByText(/^Commande n° \d{4}-\d{5}$/).textContent())?.replace('Commande n° ', '') ?? '';
  expect(number).toMatch(/^\d{4}-\d{5}$/);
  // A second order of the establishment, already shipped: the group's leader.
  const leader = await createOrder(await apiSessionOf(request, DEMO.manager), {
    firstName: 'Chef',
    lastName: `Groupe-${patient.lastName}`,
  });

  // 2. The preparator's dashboard was open before: 'Actualiser' brings the new order.
  const lab = await (await browser.newContext()).newPage();
  await signInAs(lab, DEMO.preparator);
  await lab.goto('/dashboard/preparator');
  await expect(lab.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await lab.getByRole('button', { name: 'Actualiser' }).click();
  const row = lab.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(`${patient.firstName} ${patient.lastName}`);
  await expect(row).toContainText('Audition Démo');
  await expect(row).toContainText('Enregistrée');
  await row.getByRole('link', { name: /^Voir/ }).click();
  await expect(lab).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));

  // 3. In production, then the leader shipped, then this order shipped in the leader's group.
  await setStatus(lab, 'En cours de fabrication');
  await lab.goto(`/dashboard/orders/${leader}`);
  await setStatus(lab, 'Expédiée', (dialog) => dialog.getByLabel('Numéro de suivi').fill('LEAD01'));
  await lab.goto(`/dashboard/orders/${orderId}`);
  await setStatus(lab, 'Expédiée', async (dialog) => {
    await dialog.getByLabel('Numéro de suivi').pressSequentially('8r 0001-fr');
    await expect(dialog.getByLabel('Numéro de suivi')).toHaveValue('8R0001FR');
    await dialog
      .getByRole('radiogroup', { name: "Grouper l'expédition avec" })
      .getByRole('radio', { name: new RegExp(`Groupe-${patient.lastName}`) })
      .check();
  });
  await expect(lab.getByText('Expédiée', { exact: true }).first()).toBeVisible();

  // 4. The establishment follows the parcel and reads the history, then asks a question.
  await page.reload();
  await expect(page.getByRole('link', { name: /Suivre le colis/ })).toHaveAttribute(
    'href',
    'https://www.laposte.fr/outils/suivre-vos-envois?code=8R0001FR',
  );
  const history = page.getByRole('list', { name: 'Historique de la commande' }).getByRole('listitem');
  await expect(history.first()).toContainText('Expédiée');
  await expect(history.first()).toContainText('Claire Dubois');
  await expect(history.last()).toContainText('Commande créée');
  await comments(page).getByLabel('Nouveau commentaire').fill('Le patient passe vendredi, est-ce possible ?');
  await comments(page).getByRole('button', { name: 'Ajouter le commentaire' }).click();
  await expect(page.getByText('Commentaire ajouté').first()).toBeVisible();

  // 5. The lab's bell rings on its dashboard (an open thread would clear it); its entry opens the
  // thread, which clears it; the answer is mailed.
  await lab.goto('/dashboard/preparator');
  // Other tests' comments may ring it too: this order's entry is what counts.
  await expect(bell(lab)).toHaveText(/^\d+/);
  await bell(lab).click();
  await lab
    .getByRole('dialog', { name: 'Nouveaux commentaires' })
    .getByRole('link', { name: new RegExp(patient.lastName) })
    .click();
  await expect(lab).toHaveURL(new RegExp(`/dashboard/orders/${orderId}#commentaires$`));
  await expect(comments(lab)).toContainText('Le patient passe vendredi, est-ce possible ?');
  await expect
    .poll(async () => (await bellOf(preparatorApi)).items.some((entry) => entry.order_id === orderId))
    .toBe(false);
  await comments(lab).getByLabel('Nouveau commentaire').fill('Oui, il est parti ce matin.');
  await comments(lab).getByRole('button', { name: 'Ajouter le commentaire' }).click();
  await expect(lab.getByText('Commentaire ajouté').first()).toBeVisible();
  const mail = await latestMailTo(page.request, DEMO.user, new RegExp(number));
  // The comment stays in the app (decision 87): the mail links to the thread.
  expect(mail.text).not.toContain('Oui, il est parti ce matin.');
  expect(mail.text).toContain(`/dashboard/orders/${orderId}#commentaires`);

  // 6. The establishment reads the answer in the thread.
  await page.reload();
  await expect(comments(page)).toContainText('Oui, il est parti ce matin.');
  await expect(comments(page)).toContainText('Claire Dubois');
});
