import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../../src/db/schema/index';
import { unsubscribeUrl } from '../../../src/features/email-preferences/unsubscribe-link';
import { sendOverSmtp } from '../../../src/mail/send-over-smtp';
import { header, part, startSmtpServer } from '../../mail/smtp-test-kit';
import { captureLogs } from '../../support/capture-logs';
import { insertDeliveryAddress, insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../support/test-app';
import { failHistoryOf, mailsTo, switchOff } from '../email-preferences/email-preferences-test-kit';
import { setting } from '../order-status/order-status-test-kit';
import { insertCompleteDraft } from '../orders/orders-test-kit';

// The creator's mails when an order is validated, shipped or ready for pickup,
// written in the change's transaction, one per change, unless the creator switched the kind off.

const t: TestApp = await createTestApp();
afterAll(() => t.close());

const ORDER_LINK = (id: string) => `${TEST_PUBLIC_URL}/dashboard/orders/${id}`;

const changeStatus = (token: string, orderId: string, body: unknown) =>
  t.request(`/api/orders/${orderId}/status`, { token, body });

/** A user of a fresh establishment with a complete draft of theirs, ready to validate. */
const draftSetting = async () => {
  const establishment = await insertEstablishment(t.db);
  const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
  const creator = await signedInUser(t.db, t.config, {
    role: 'user',
    establishmentId: establishment.id,
    firstName: 'Léa',
    lastName: 'Girard',
  });
  const draft = await insertCompleteDraft(t.db, {
    establishmentId: establishment.id,
    createdBy: creator.user.id,
    address,
  });
  const validate = () =>
    t.request('/api/update-order', {
      token: creator.token,
      body: { orderId: draft.id, updates: { status: 'registered' } },
    });
  return { creator, draft, validate };
};

describe('the validated mail', () => {
  it('mails the creator once, with the new number, the order link and a one-click link', async () => {
    const { creator, draft, validate } = await draftSetting();
    const response = await validate();
    expect(response.status).toBe(200);
    const { order_number: number } = (await response.json()) as { order_number: string };

    const mails = await mailsTo(t, creator.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.jobs).toBe(1);
    // The patient by initials only, and the order the mail is about, for erasure.
    expect(mail?.subject).toBe(`Commande ${number} validée (J. M.)`);
    expect(mail?.orderId).toBe(draft.id);
    expect(mail?.text).toContain('Bonjour Léa,');
    expect(mail?.text).toContain(`Votre commande n° ${number} (patient : J. M.) est validée`);
    expect([mail?.subject, mail?.text, mail?.html].join()).not.toMatch(/Jeanne|Moreau/);
    expect(mail?.text).toContain('bon de commande (PDF)');
    expect(mail?.text).toContain(ORDER_LINK(draft.id));
    expect(mail?.unsubscribeUrl).toBe(unsubscribeUrl(t.config, creator.user.id, 'order_validated'));
    expect(mail?.unsubscribeUrl).toMatch(
      /^http:\/\/conque\.test\/unsubscribe\?user=[0-9a-f-]{36}&kind=order_validated&signature=[\w-]{43}$/,
    );
    expect(mail?.text).toContain(`Ne plus recevoir ces e-mails (sans connexion) : ${mail?.unsubscribeUrl}`);
    expect(mail?.text).toContain('notifications «\u00a0Commande validée\u00a0» sont activées');
    expect(mail?.html).toContain(`href="${ORDER_LINK(draft.id)}"`);
    expect(mail?.html).toContain(`href="${mail?.unsubscribeUrl?.replaceAll('&', '&amp;')}"`);
  });

  it('sends nothing to a creator who switched validated mails off, and still validates', async () => {
    const { creator, draft, validate } = await draftSetting();
    await switchOff(t, creator.user.id, 'order_validated');
    expect((await validate()).status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row?.status).toBe('registered');
    expect(await mailsTo(t, creator.user.email)).toEqual([]);
  });

  it('sends nothing when the validation rolls back after the mail was written', async () => {
    const { creator, draft, validate } = await draftSetting();
    const restore = await failHistoryOf(t, draft.id);
    const logs = captureLogs('error');
    try {
      expect((await validate()).status).toBe(500);
    } finally {
      logs.restore();
      await restore();
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row?.status).toBe('draft');
    expect(await mailsTo(t, creator.user.email)).toEqual([]);
  });
});

describe('the shipped mail', () => {
  it('mails the creator once, with the carrier, the address and the tracking link', async () => {
    const s = await setting(t);
    const order = await s.order({ status: 'in_progress', patientLastName: '<b>Moreau</b>' });
    const response = await changeStatus(s.preparator.token, order.id, {
      status: 'shipped',
      trackingNumber: '6A123456789FR',
    });
    expect(response.status).toBe(200);

    const mails = await mailsTo(t, s.manager.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.jobs).toBe(1);
    expect(mail?.subject).toBe(`Commande ${order.orderNumber} expédiée (P. B.)`);
    expect(mail?.text).toContain(`Votre commande n° ${order.orderNumber} (patient : P. B.) a été expédiée`);
    expect(mail?.text).toContain('Transporteur : La Poste - 48h/72h');
    expect(mail?.text).toContain(`Livraison à : Cabinet, 3 rue Mercière, 69002 Lyon`);
    expect(mail?.text).toContain(
      'Suivre le colis :\nhttps://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789FR',
    );
    expect(mail?.text).toContain(ORDER_LINK(order.id));
    expect(mail?.unsubscribeUrl).toBe(unsubscribeUrl(t.config, s.manager.user.id, 'order_shipped'));
    // The patient's names reach no part of the mail, markup included: only their initials.
    expect(mail?.html).toContain('(patient : P. B.)');
    expect([mail?.subject, mail?.text, mail?.html].join()).not.toMatch(/Paul|Moreau/);
  });

  it('says when there is no tracking number, and names the order whose parcel it joins', async () => {
    const s = await setting(t);
    const leader = await s.shipped();
    const order = await s.order();
    await changeStatus(s.preparator.token, order.id, { status: 'shipped', groupWith: leader.id });
    const [mail] = await mailsTo(t, s.manager.user.email);
    expect(mail?.text).toContain('Le laboratoire n’a pas indiqué de numéro de suivi pour ce colis.');
    expect(mail?.text).toContain(`Dans le même colis que la commande n° ${leader.orderNumber}.`);
  });

  it('sends one mail per order of a grouped shipment', async () => {
    const s = await setting(t);
    const first = await s.order();
    const second = await s.order();
    const third = await s.order();
    await changeStatus(s.preparator.token, first.id, { status: 'shipped', trackingNumber: 'ABC1' });
    await changeStatus(s.preparator.token, second.id, { status: 'shipped', groupWith: first.id });
    await changeStatus(s.preparator.token, third.id, { status: 'shipped', groupWith: first.id });
    const subjects = (await mailsTo(t, s.manager.user.email)).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(
      [first, second, third].map((o) => `Commande ${o.orderNumber} expédiée (P. L.)`).sort(),
    );
  });

  it('mails nothing for other statuses, nor for a correction of a shipped order', async () => {
    const s = await setting(t);
    const order = await s.order();
    await changeStatus(s.preparator.token, order.id, { status: 'in_progress' });
    expect(await mailsTo(t, s.manager.user.email)).toEqual([]);
    await changeStatus(s.preparator.token, order.id, { status: 'shipped' });
    // The tracking number added afterwards: "Expédition modifiée", no second mail.
    const corrected = await changeStatus(s.preparator.token, order.id, {
      status: 'shipped',
      trackingNumber: 'LATE42',
    });
    expect(corrected.status).toBe(200);
    await changeStatus(s.preparator.token, order.id, { status: 'cancelled' });
    expect(await mailsTo(t, s.manager.user.email)).toHaveLength(1);
  });

  it('sends nothing to a creator who switched shipped mails off', async () => {
    const s = await setting(t);
    await switchOff(t, s.manager.user.id, 'order_shipped');
    const order = await s.order();
    expect((await changeStatus(s.preparator.token, order.id, { status: 'shipped' })).status).toBe(200);
    expect(await mailsTo(t, s.manager.user.email)).toEqual([]);
  });

  it('sends nothing when the status change rolls back after the mail was written', async () => {
    const s = await setting(t);
    const order = await s.order();
    const restore = await failHistoryOf(t, order.id);
    const logs = captureLogs('error');
    try {
      expect((await changeStatus(s.preparator.token, order.id, { status: 'shipped' })).status).toBe(500);
    } finally {
      logs.restore();
      await restore();
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('registered');
    expect(await mailsTo(t, s.manager.user.email)).toEqual([]);
  });

  it('reaches a real SMTP server with the List-Unsubscribe and List-Unsubscribe-Post headers', async () => {
    const s = await setting(t);
    const order = await s.order();
    await changeStatus(s.preparator.token, order.id, { status: 'shipped', trackingNumber: 'SMTP1' });
    const [mail] = await mailsTo(t, s.manager.user.email);
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, mail?.id ?? ''));
    if (!row?.unsubscribeUrl) throw new Error('no unsubscribe link on the outbox row');

    const smtp = await startSmtpServer();
    try {
      await sendOverSmtp({ ...t.config, smtpUrl: smtp.url }, row);
    } finally {
      await smtp.close();
    }
    const raw = smtp.received[0]?.raw ?? '';
    expect(header(raw, 'List-Unsubscribe')).toBe(`<${row.unsubscribeUrl}>`);
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(part(raw, 'text/plain')).toContain(row.unsubscribeUrl);

    // The header's link is the one-click one: a POST without any session switches shipped mails off.
    const oneClick = await t.app.request(row.unsubscribeUrl.replace(TEST_PUBLIC_URL, ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const next = await s.order();
    await changeStatus(s.preparator.token, next.id, { status: 'shipped' });
    expect(await mailsTo(t, s.manager.user.email)).toHaveLength(1);
  });
});

describe('the ready-for-pickup mail', () => {
  it('mails the creator once, with the pickup place from the configuration', async () => {
    const s = await setting(t);
    const order = await s.order({ shippingMethod: 'pickup', shippingAddress: null, status: 'in_progress' });
    expect((await changeStatus(s.preparator.token, order.id, { status: 'ready_pickup' })).status).toBe(200);

    const mails = await mailsTo(t, s.manager.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const org = t.config.organisation;
    expect(mail?.jobs).toBe(1);
    expect(mail?.subject).toBe(`Commande ${order.orderNumber} prête à être récupérée (P. L.)`);
    expect(mail?.text).toContain(`Lieu de retrait : ${org.name}, ${org.address}`);
    expect(mail?.text).toContain(`Téléphone : ${org.phone}`);
    expect(mail?.text).toContain(ORDER_LINK(order.id));
    expect(mail?.text).toContain('notifications «\u00a0Commande prête à être récupérée\u00a0» sont activées');
    expect(mail?.unsubscribeUrl).toBe(unsubscribeUrl(t.config, s.manager.user.id, 'order_ready_pickup'));
  });

  it('sends nothing to a creator who switched ready-for-pickup mails off', async () => {
    const s = await setting(t);
    await switchOff(t, s.manager.user.id, 'order_ready_pickup');
    // Other kinds switched off change nothing for this one, and the reverse.
    const order = await s.order({ shippingMethod: 'pickup', shippingAddress: null });
    await changeStatus(s.preparator.token, order.id, { status: 'ready_pickup' });
    expect(await mailsTo(t, s.manager.user.email)).toEqual([]);
    const parcel = await s.order();
    await changeStatus(s.preparator.token, parcel.id, { status: 'shipped' });
    expect(await mailsTo(t, s.manager.user.email)).toHaveLength(1);
  });
});
