import type { OrderCommentView } from '@conque/domain/orders/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { commentNotifications, jobs, orderComments, outbox } from '../../../src/db/schema/index';
import { addOrderComment } from '../../../src/features/order-comments/add-order-comment';
import { SEND_MAIL_JOB } from '../../../src/mail/enqueue-mail';
import { insertEstablishment, insertOrder, signedInUser } from '../../support/factories';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../support/test-app';
import { switchOff } from '../email-preferences/email-preferences-test-kit';
import { insertRegisteredOrder } from '../orders/orders-test-kit';
import { commentsSnapshot, type ErrorJson } from './comments-test-kit';

// Spec 001 §2, §3, §6, §7 and docs/design.md §5.13-14: the thread, the preparators' notification and the
// creator's e-mail, each written in the comment's transaction.

const t: TestApp = await createTestApp();
afterAll(() => t.close());

const establishment = await insertEstablishment(t.db);
const creator = await signedInUser(t.db, t.config, {
  role: 'user',
  establishmentId: establishment.id,
  firstName: 'Léa',
  lastName: 'Girard',
  email: 'lea.girard@exemple.fr',
});
const manager = await signedInUser(t.db, t.config, {
  role: 'manager',
  establishmentId: establishment.id,
  firstName: 'Hugo',
  lastName: 'Bernard',
});
const preparator = await signedInUser(t.db, t.config, {
  role: 'preparator',
  firstName: 'Marie',
  lastName: 'Durand',
});

const newOrder = () =>
  insertRegisteredOrder(t.db, {
    establishmentId: establishment.id,
    createdBy: creator.user.id,
    patientFirstName: 'Jeanne',
    patientLastName: 'Moreau',
  });

const post = (orderId: string, token: string, content: unknown) =>
  t.request(`/api/orders/${orderId}/comments`, { body: { content }, token });
const thread = async (orderId: string, token: string) =>
  (await (await t.request(`/api/orders/${orderId}/comments`, { token })).json()) as {
    items: OrderCommentView[];
    total: number;
  };
const notificationsOf = (orderId: string) =>
  t.db.select().from(commentNotifications).where(eq(commentNotifications.orderId, orderId));

beforeEach(async () => {
  await t.db.delete(jobs);
  await t.db.delete(outbox);
});

describe('order comments', () => {
  it('stores the trimmed text with its author as they are, and lists the thread oldest first', async () => {
    const order = await newOrder();
    const first = await post(order.id, creator.token, '  Pouvez-vous vérifier le conduit ?\n');
    expect(first.status).toBe(201);
    const created = (await first.json()) as OrderCommentView;
    expect(created).toMatchObject({
      order_id: order.id,
      content: 'Pouvez-vous vérifier le conduit ?',
      created_by: creator.user.id,
      profile: {
        id: creator.user.id,
        email: 'lea.girard@exemple.fr',
        first_name: 'Léa',
        last_name: 'Girard',
        role: 'user',
      },
    });
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
    expect((await post(order.id, preparator.token, 'C’est vérifié.')).status).toBe(201);
    expect((await post(order.id, manager.token, 'Merci !')).status).toBe(201);

    for (const reader of [creator, manager, preparator]) {
      const { items, total } = await thread(order.id, reader.token);
      expect(total).toBe(3);
      expect(items.map((item) => [item.content, item.profile.role])).toEqual([
        ['Pouvez-vous vérifier le conduit ?', 'user'],
        ['C’est vérifié.', 'preparator'],
        ['Merci !', 'manager'],
      ]);
    }
  });

  it('keeps one notification per order, pointing at the newest non-preparator comment', async () => {
    const order = await newOrder();
    const other = await newOrder();
    await post(order.id, creator.token, 'Premier');
    const second = (await (await post(order.id, manager.token, 'Second')).json()) as OrderCommentView;
    await post(other.id, creator.token, 'Autre commande');

    const [notification] = await notificationsOf(order.id);
    expect(await notificationsOf(order.id)).toHaveLength(1);
    expect(notification).toMatchObject({
      commentId: second.id,
      orderNumber: order.orderNumber,
      patientName: 'Jeanne Moreau',
    });
    expect(notification?.createdAt.toISOString()).toBe(second.created_at);
    // No e-mail for a non-preparator's comment: the preparators have the bell.
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it('keeps the newest notification when many comments arrive at once', async () => {
    const order = await newOrder();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(order.id, i % 2 ? manager.token : creator.token, `n° ${i}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const comments = await t.db.select().from(orderComments).where(eq(orderComments.orderId, order.id));
    const newest = comments.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
    const notifications = await notificationsOf(order.id);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.createdAt.getTime()).toBe(newest.createdAt.getTime());
  });

  it('mails a preparator’s comment to the order’s creator through the outbox, and clears the bell', async () => {
    const order = await newOrder();
    await post(order.id, creator.token, 'Une question');
    expect(await notificationsOf(order.id)).toHaveLength(1);

    const response = await post(order.id, preparator.token, 'Réponse <b>importante</b> & "claire"');
    expect(response.status).toBe(201);
    expect(await notificationsOf(order.id)).toEqual([]);

    const mails = await t.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to).toBe('lea.girard@exemple.fr');
    // The patient by initials, the comment not quoted: it may hold health data.
    expect(mail?.subject).toBe(`Nouveau commentaire sur la commande ${order.orderNumber} (J. M.)`);
    expect(mail?.orderId).toBe(order.id);
    const link = `${TEST_PUBLIC_URL}/dashboard/orders/${order.id}#commentaires`;
    expect(mail?.text).toContain('Bonjour Léa,');
    expect(mail?.text).toContain(
      `Marie Durand (préparateur Conque) a ajouté un commentaire sur la commande n° ${order.orderNumber} (patient : J. M.).`,
    );
    expect(mail?.text).toContain('Par confidentialité, le commentaire ne figure pas dans cet e-mail.');
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link}"`);
    expect([mail?.subject, mail?.text, mail?.html].join()).not.toMatch(/Jeanne|Moreau|importante|claire/);
    const queued = await t.db.select().from(jobs);
    expect(queued.map((job) => [job.kind, job.payload.outboxId])).toEqual([[SEND_MAIL_JOB, mail?.id]]);
  });

  it('carries the one-click link of comment mails, and sends none once the creator switched them off', async () => {
    // A creator of its own: the switch must not reach the other tests' creator.
    const other = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: other.user.id,
    });
    await post(order.id, preparator.token, 'Première réponse');
    const [mail] = await t.db.select().from(outbox);
    expect(mail?.unsubscribeUrl).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/unsubscribe\\?user=${other.user.id}&kind=order_comment&signature=`),
    );
    expect(mail?.text).toContain('notifications «\u00a0Commentaire du laboratoire\u00a0» sont activées');
    expect(mail?.text).toContain(`Ne plus recevoir ces e-mails (sans connexion) : ${mail?.unsubscribeUrl}`);

    await t.db.delete(jobs);
    await t.db.delete(outbox);
    await switchOff(t, other.user.id, 'order_comment');
    await post(order.id, other.token, 'Une question');
    const response = await post(order.id, preparator.token, 'Seconde réponse');
    expect(response.status).toBe(201);
    expect((await thread(order.id, other.token)).items.map((c) => c.content)).toContain('Seconde réponse');
    // Still an answer: the bell is cleared, only the mail is not sent.
    expect(await notificationsOf(order.id)).toEqual([]);
    expect(await t.db.select().from(outbox)).toEqual([]);
    expect(await t.db.select().from(jobs)).toEqual([]);
  });

  it('refuses a comment on a draft with 409 and writes nothing', async () => {
    const draft = await insertOrder(t.db, { establishmentId: establishment.id, createdBy: creator.user.id });
    const before = await commentsSnapshot(t);
    const response = await post(draft.id, creator.token, 'Sur un brouillon');
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      'Les commentaires sont disponibles une fois la commande validée.',
    );
    expect(await commentsSnapshot(t)).toEqual(before);
    expect(await thread(draft.id, creator.token)).toEqual({ items: [], total: 0 });
  });

  it('has no endpoint through which a client could mail an address of its choosing', async () => {
    const order = await newOrder();
    const response = await t.request('/api/send-comment-notification', {
      token: preparator.token,
      body: {
        email: 'quelquun@ailleurs.fr',
        firstName: 'X',
        lastName: 'Y',
        orderId: order.id,
        orderNumber: order.orderNumber,
        commentContent: 'Publicité',
        preparatorFirstName: 'Marie',
        preparatorLastName: 'Durand',
      },
    });
    expect(response.status).toBe(404);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });
});

describe('no half-writes', () => {
  // A real failure inside the transaction, after the comment is inserted: a trigger of this test's
  // own database refuses the row that follows it.
  const failInsertsInto = async (table: 'outbox' | 'comment_notifications') => {
    await t.db.execute(`create or replace function refuse_insert() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`);
    await t.db.execute(
      `create trigger refuse_insert before insert or update on ${table} for each row execute function refuse_insert()`,
    );
    return () => t.db.execute(`drop trigger refuse_insert on ${table}`);
  };
  const depsOf = (app: TestApp) => ({
    db: app.db,
    config: app.config,
    storage: app.storage,
    now: () => new Date(),
  });
  const actorOf = (who: typeof creator, role: 'user' | 'preparator') => ({
    id: who.user.id,
    role,
    establishmentId: role === 'preparator' ? null : establishment.id,
  });

  it('stores no comment when the creator’s e-mail cannot be queued', async () => {
    const order = await newOrder();
    const restore = await failInsertsInto('outbox');
    const before = await commentsSnapshot(t);
    try {
      await expect(
        addOrderComment(depsOf(t), actorOf(preparator, 'preparator'), order.id, { content: 'Perdu ?' }),
      ).rejects.toMatchObject({ cause: { message: 'refused for the test' } });
      expect(await commentsSnapshot(t)).toEqual(before);
    } finally {
      await restore();
    }
  });

  it('stores no comment when the notification cannot be written', async () => {
    const order = await newOrder();
    const restore = await failInsertsInto('comment_notifications');
    const before = await commentsSnapshot(t);
    try {
      await expect(
        addOrderComment(depsOf(t), actorOf(creator, 'user'), order.id, { content: 'Perdu ?' }),
      ).rejects.toMatchObject({ cause: { message: 'refused for the test' } });
      expect(await commentsSnapshot(t)).toEqual(before);
    } finally {
      await restore();
    }
  });
});
