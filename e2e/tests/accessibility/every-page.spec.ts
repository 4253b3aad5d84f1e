import { randomUUID } from 'node:crypto';
import { DEMO, DEMO_PASSWORD, type DemoRole, signInAs } from '../../fixtures/accounts';
import { commentAs } from '../../fixtures/comments';
import { LONG_NAMES } from '../../fixtures/long-names';
import { changeStatusThroughApi } from '../../fixtures/operations';
import { createCompleteDraft, uploadStl, validateOrder } from '../../fixtures/order-detail';
import { createDraft, uniquePatient } from '../../fixtures/order-wizard';
import { apiSessionOf, createOrder, defaultAddressId } from '../../fixtures/orders';
import {
  type Audit,
  check,
  checkBoth,
  expectMenuVisited,
  expectNoProblems,
  newAudit,
  PHONE,
  visit,
} from '../../fixtures/page-audit';
import { cubeStl, stlPayload } from '../../fixtures/stl';
import { expect, type Page, test } from '../../fixtures/test';

// Every page of every role, with its lists past a page (e2e/seed-lists.ts)
// and what adds content (another signed-in device, the longest names, warnings, the dialogs a page
// opens most), checked by axe-core and for sideways scrolling at 1280 and 375 px. One test per role,
// one signed-in page each: the two workers share the roles out.

// Each role's test audits every page twice (axe-core at 1280 and at 375 px): the préparateur's,
// with the lab floor's and e-invoicing's pages, took 46 s on a loaded two-core machine, past the
// default 45 s.
test.describe.configure({ timeout: 120_000 });

// A second page at least (other tests' orders may make it many more).
const NEXT_PAGE = /^Page 1 sur (plus de )?([2-9]|[1-9]\d+)$/;
// An Android phone: sessions.spec.ts signs a « Safari sur iPhone » of the same accounts out and
// checks none is left, in the other worker.
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** Another device signed in (a phone): the profile then lists it, with its buttons. */
const signInElsewhere = async (page: Page, email: string) => {
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'user-agent': PHONE_AGENT },
  });
  expect(response.ok()).toBe(true);
};

/** The profile with a second device signed in (the page that scrolled sideways). */
const visitProfile = async (page: Page, audit: Audit, email: string) => {
  await signInElsewhere(page, email);
  await visit(page, audit, '/dashboard/profile', 'Se déconnecter de tous les autres appareils');
};

/** Opens a dialog by its button, checks it at both widths, closes it. */
const withDialog = async (page: Page, audit: Audit, button: string, label: string) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkBoth(page, audit, label);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
};

/** The phone menu (a sheet), checked open. */
const withPhoneMenu = async (page: Page, audit: Audit, label: string) => {
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, audit, label);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
};

type Orders = { registered: string; draft: string; shipped: string; atControl: string };
let orders: Orders;

// An order as full as the detail page gets: an open, tiny scan (the mesh check's two warnings), a
// comment, its history; and a draft to resume. Made by the demo user, seen by every role.
test.beforeAll(async ({ request }) => {
  const user = await apiSessionOf(request, DEMO.user);
  const preparator = await apiSessionOf(request, DEMO.preparator);
  const addressId = await defaultAddressId(request);
  const patient = { firstName: LONG_NAMES.patient.firstName, lastName: uniquePatient('A11y').lastName };
  const registered = await createCompleteDraft(user, { ...patient, addressId, transferMethod: 'files' });
  await uploadStl(user, registered, 'oreille-gauche.stl', stlPayload('x', cubeStl(0.02, 1)).buffer);
  await validateOrder(user, registered);
  await commentAs(
    preparator,
    registered,
    "Bonjour, l'empreinte semble incomplète côté conduit : pouvez-vous nous en renvoyer une ?",
  );
  const draft = await createDraft(user, uniquePatient('A11yBrouillon'));
  // Shipped: its page offers « Déclaration de conformité » (decision 144).
  const shipped = await createOrder(user, uniquePatient('A11yExpediee'));
  await changeStatusThroughApi(preparator, shipped, { status: 'shipped' });
  // Decision 141: an order at the quality control, its checklist on the préparateur's order page.
  const atControl = await createOrder(user, uniquePatient('A11yControle'));
  await changeStatusThroughApi(preparator, atControl, { status: 'in_progress' });
  for (const from of ['modelisation', 'impression', 'finition'])
    await preparator.request.post(`/api/orders/${atControl}/production-step`, {
      headers: { authorization: `Bearer ${preparator.token}`, 'idempotency-key': randomUUID() },
      data: { from_step: from },
    });
  orders = { registered, draft, shipped, atControl };
});

const rolePages: Record<DemoRole, (page: Page, audit: Audit) => Promise<void>> = {
  preparator: async (page, audit) => {
    await visit(page, audit, '/dashboard/preparator', NEXT_PAGE);
    await visit(page, audit, '/dashboard/preparator/invoices', NEXT_PAGE);
    await visit(page, audit, '/dashboard/preparator/prices', 'Historique des tarifs');
    await visit(page, audit, '/dashboard/preparator/einvoicing', 'Tester la connexion');
    await visit(page, audit, '/dashboard/preparator/remakes', LONG_NAMES.establishment);
    // The long-named manager heads it: its address has no hyphen to break at.
    await visit(page, audit, '/dashboard/users', LONG_NAMES.managerEmail);
    await visit(page, audit, '/dashboard/collaborators');
    await visit(page, audit, `/dashboard/orders/${orders.registered}`, "n'est pas fermé");
    await withDialog(page, audit, 'Modifier le statut', 'status dialog');
    await withDialog(page, audit, 'Demander une nouvelle empreinte', 'new impression dialog');
    await withDialog(page, audit, 'Modifier la date prévue', 'promised date dialog');
    await visit(page, audit, '/dashboard/preparator/planning');
    await visit(
      page,
      audit,
      '/dashboard/preparator/production-steps',
      'Historique des étapes de fabrication',
    );
    await visit(page, audit, `/dashboard/orders/${orders.atControl}`, 'Renvoyer en reprise');
    await visit(page, audit, '/dashboard/preparator/statistics');
    await visit(page, audit, '/dashboard/webhooks');
    await visit(page, audit, '/dashboard/api-keys', 'Vos clés');
    // Decision 142: the tablet screen, outside the dashboard (the menu is checked on the profile).
    await visit(page, audit, '/atelier', 'Code scanné');
    await visitProfile(page, audit, DEMO.preparator);
  },
  manager: async (page, audit) => {
    await visit(page, audit, '/dashboard/orders', NEXT_PAGE);
    await visit(page, audit, '/dashboard/orders/drafts');
    await visit(page, audit, '/dashboard/orders/new');
    await visit(page, audit, '/dashboard/invoices', NEXT_PAGE);
    await visit(page, audit, `/dashboard/orders/${orders.registered}`, "n'est pas fermé");
    await visit(page, audit, '/dashboard/establishment');
    await withDialog(page, audit, 'Nouvelle adresse', 'address dialog');
    await visit(page, audit, '/dashboard/collaborators');
    await withDialog(page, audit, 'Inviter un collaborateur', 'invitation dialog');
    await visit(page, audit, '/dashboard/activity');
    await visit(page, audit, '/dashboard/webhooks');
    await visit(page, audit, '/dashboard/api-keys', 'Vos clés');
    await visitProfile(page, audit, DEMO.manager);
  },
  user: async (page, audit) => {
    await visit(page, audit, '/dashboard/orders', NEXT_PAGE);
    await withPhoneMenu(page, audit, 'dashboard menu');
    await visit(page, audit, '/dashboard/orders/drafts', NEXT_PAGE);
    await visit(page, audit, '/dashboard/orders/new');
    await visit(page, audit, `/dashboard/orders/${orders.draft}/edit`);
    await visit(page, audit, `/dashboard/orders/${orders.registered}`, "n'est pas fermé");
    await visit(
      page,
      audit,
      `/dashboard/orders/${orders.shipped}`,
      'Déclaration de conformité — oreille gauche',
    );
    await visit(page, audit, '/dashboard/establishment');
    await visitProfile(page, audit, DEMO.user);
  },
  viewer: async (page, audit) => {
    // The home is the orders' page under another address (spec 000 §2): both, once.
    await visit(page, audit, '/dashboard', NEXT_PAGE);
    await visit(page, audit, '/dashboard/orders', NEXT_PAGE);
    await visit(page, audit, `/dashboard/orders/${orders.registered}`, "n'est pas fermé");
    // A registered order the viewer may not change: the page says so instead of the wizard.
    await visit(page, audit, `/dashboard/orders/${orders.registered}/edit`);
    await visit(page, audit, '/dashboard/establishment');
    // Decision 139: an order sheet's short link to an order the reader may not see.
    await visit(page, audit, '/o/1999-00001', 'Commande introuvable');
    await visitProfile(page, audit, DEMO.viewer);
  },
};

for (const role of Object.keys(rolePages) as DemoRole[]) {
  test(`[A11Y] every page of the ${role}, with full lists, passes axe-core and fits 375 px`, async ({
    page,
  }) => {
    const audit = newAudit();
    await signInAs(page, DEMO[role]);
    await rolePages[role](page, audit);
    await expectMenuVisited(page, audit);
    expectNoProblems(audit);
  });
}

test('[A11Y] the longest names: a manager of a long-named establishment, on its pages', async ({ page }) => {
  const audit = newAudit();
  await signInAs(page, LONG_NAMES.managerEmail);
  await visit(page, audit, '/dashboard/orders', LONG_NAMES.patient.lastName);
  await visit(page, audit, '/dashboard/establishment', LONG_NAMES.addressName);
  await visit(page, audit, '/dashboard/collaborators', LONG_NAMES.lastName);
  await visitProfile(page, audit, LONG_NAMES.managerEmail);
  expectNoProblems(audit);
});

test('[A11Y] every public page, with its errors and notices, passes axe-core and fits 375 px', async ({
  page,
}) => {
  const audit = newAudit();
  await visit(page, audit, '/');
  // Left at 375 px by visit(): the header's menu, open.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();
  await check(page, audit, 'public menu');
  await visit(page, audit, '/contact');
  // Its two sections are named by their headings (the headings had lost the ids they point at).
  await expect.soft(page.getByRole('region', { name: 'Écrivez-nous' })).toBeVisible();
  await expect.soft(page.getByRole('region', { name: 'Nos coordonnées' })).toBeVisible();
  await visit(page, audit, '/confidentialite');
  await visit(page, audit, '/login?message=session-ended', 'Votre session a pris fin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await checkBoth(page, audit, '/login, sent empty');
  await visit(page, audit, '/register');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await checkBoth(page, audit, '/register, sent empty');
  await visit(page, audit, '/forgot-password');
  await visit(page, audit, '/reset-password');
  await visit(page, audit, '/page-inconnue');
  expectNoProblems(audit);
});
