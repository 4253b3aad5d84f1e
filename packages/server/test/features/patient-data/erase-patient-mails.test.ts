import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema/index';
import {
  sendOrderShippedMail,
  sendOrderValidatedMail,
} from '../../../src/features/status-mails/send-status-mail';
import { enqueueMail } from '../../../src/mail/enqueue-mail';
import { legacyCommentMail, legacyValidatedMail } from '../../mail/legacy-mail-test-kit';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';

// Erasing a patient reaches the outbox. The mails about their orders, written by
// the real senders, must not keep their name (nor a comment's text) once the patient is erased.

const t: TestApp = await createTestApp();
afterAll(() => t.close());

/** « Léa Rousseau »: a registered order (deleted by the erasure) and a shipped one (kept). */
const scene = async () => {
  const establishment = await insertEstablishment(t.db);
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
  const creator = await signedInUser(t.db, t.config, {
    role: 'user',
    establishmentId: establishment.id,
    firstName: 'Camille',
  });
  const preparator = await signedInUser(t.db, t.config, { role: 'preparator', firstName: 'Marie' });
  const values = {
    establishmentId: establishment.id,
    createdBy: creator.user.id,
    patientFirstName: 'Léa',
    patientLastName: 'Rousseau',
  };
  const registered = await insertRegisteredOrder(t.db, values);
  const shipped = await insertRegisteredOrder(t.db, { ...values, status: 'shipped', shippedAt: new Date() });
  const other = await insertRegisteredOrder(t.db, { ...values, patientFirstName: 'Léo' });
  await t.db.transaction(async (tx) => {
    await sendOrderValidatedMail(tx, t.config, registered);
    await sendOrderValidatedMail(tx, t.config, shipped);
    await sendOrderShippedMail(tx, t.config, shipped);
    await sendOrderValidatedMail(tx, t.config, other);
  });
  const comment = await t.request(`/api/orders/${shipped.id}/comments`, {
    token: preparator.token,
    body: { content: 'Léa Rousseau : perte de 60 dB, embout refait' },
  });
  expect(comment.status).toBe(201);
  return { manager, creator, registered, shipped, other };
};

const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));
const erase = (token: string, orderId: string) =>
  t.request(`/api/orders/${orderId}/patient-data/erase`, { method: 'POST', token });
const bodyOf = (mail: typeof outbox.$inferSelect) => [mail.subject, mail.text, mail.html].join('\n');

describe('erasing a patient, in the outbox', () => {
  it('leaves no mail naming the patient or quoting a comment: sent copies deleted, unsent ones redacted', async () => {
    const s = await scene();
    const before = await mailsTo(s.creator.user.email);
    expect(before).toHaveLength(5);
    const ofOther = before.filter((mail) => mail.subject.includes(s.other.orderNumber ?? '?'));
    expect(ofOther).toHaveLength(1);
    // The shipped order's validated mail went out long ago: the outbox row is only our copy.
    const sent = before.find(
      (mail) => mail.subject.includes(s.shipped.orderNumber ?? '?') && mail.subject.includes('validée'),
    );
    await t.db
      .update(outbox)
      .set({ sentAt: new Date() })
      .where(eq(outbox.id, sent?.id ?? ''));

    const response = await erase(s.manager.token, s.registered.id);
    expect(response.status).toBe(200);
    const { reference } = (await response.json()) as { reference: string };

    const after = await mailsTo(s.creator.user.email);
    const ofPatient = after.filter((mail) => mail.id !== ofOther[0]?.id);
    // The sent copy is gone; the three unsent mails stay, still sendable, without the name.
    expect(ofPatient.map((mail) => mail.id).sort()).toEqual(
      before
        .filter((mail) => mail.id !== sent?.id && mail.id !== ofOther[0]?.id)
        .map((mail) => mail.id)
        .sort(),
    );
    for (const mail of ofPatient) {
      expect(bodyOf(mail)).not.toMatch(/Léa|Rousseau|L\. R\.|60 dB|embout/);
      expect(mail.subject).toContain(`(${reference})`);
      expect(mail.text).toContain(`(patient : ${reference})`);
      expect(mail.sentAt).toBeNull();
    }
    // Another patient's mail, with the same last name, is untouched.
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(inArray(outbox.id, [ofOther[0]?.id ?? ''])),
    ).toEqual(ofOther);
  });

  it('reaches the mails written before the outbox knew their order, once migration 0017 linked them', async () => {
    const s = await scene();
    await t.db.delete(outbox).where(eq(outbox.to, s.creator.user.email));
    const legacy = (orderId: string, orderNumber: string | null) => ({
      to: s.creator.user.email,
      orderNumber: orderNumber ?? '',
      patientName: 'Léa Rousseau',
      link: `${TEST_PUBLIC_URL}/dashboard/orders/${orderId}`,
      organisationName: 'Conque',
      footer: {
        kindLabel: 'Commande validée',
        unsubscribeUrl: `${TEST_PUBLIC_URL}/unsubscribe?user=u&kind=k&signature=s`,
        preferencesUrl: `${TEST_PUBLIC_URL}/dashboard/profile`,
        organisationName: 'Conque',
      },
    });
    // As the templates wrote them before: the full name, the comment, and no order_id.
    const validated = legacyValidatedMail(legacy(s.registered.id, s.registered.orderNumber));
    const comment = legacyCommentMail({
      ...legacy(s.shipped.id, s.shipped.orderNumber),
      commentContent: 'Léa Rousseau : perte de 60 dB, embout refait',
    });
    const contact = {
      to: s.creator.user.email,
      subject: 'Nouveau message de contact : Léa Rousseau',
      text: `Voir ${TEST_PUBLIC_URL}/dashboard/orders/${s.shipped.id}`,
      html: '<p>Voir</p>',
    };
    for (const mail of [validated, comment, contact]) await t.db.transaction((tx) => enqueueMail(tx, mail));

    // The migration's statement that links them (the migration itself ran before they existed).
    const migration = readFileSync(
      new URL('../../../src/db/migrations/0017_outbox_order_id.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((part) => part.includes('UPDATE "outbox"'));
    if (!backfill) throw new Error('no UPDATE in migration 0017');
    await t.db.execute(backfill);
    const linked = await mailsTo(s.creator.user.email);
    expect(linked.map((mail) => [mail.subject.slice(0, 20), mail.orderId]).sort()).toEqual(
      [
        [validated.subject.slice(0, 20), s.registered.id],
        [comment.subject.slice(0, 20), s.shipped.id],
        [contact.subject.slice(0, 20), null],
      ].sort(),
    );

    const response = await erase(s.manager.token, s.shipped.id);
    expect(response.status).toBe(200);
    const { reference } = (await response.json()) as { reference: string };
    const orderMails = (await mailsTo(s.creator.user.email)).filter(
      (mail) => mail.subject !== contact.subject,
    );
    expect(orderMails).toHaveLength(2);
    for (const mail of orderMails) {
      expect(bodyOf(mail)).not.toMatch(/Léa|Rousseau|60 dB|embout/);
      expect(mail.subject).toContain(`(${reference})`);
    }
    // The registered order was deleted: its mail stays, unlinked, still able to leave.
    expect(orderMails.find((mail) => mail.subject.includes('validée'))?.orderId).toBeNull();
  });
});
