import { eq } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { commentNotifications, orderComments, outbox } from '../../../src/db/schema/index';
import { insertOrder, insertUser } from '../../support/factories';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixCall,
  notFound,
  WHO_WITHOUT_BAD_TOKEN,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';
import { commentsSnapshot } from './comments-test-kit';

// docs/design.md §4: every comment and notification endpoint × every role × own / other establishment.
// A refused call answers the French message of its status and writes nothing.

const t: TestApp = await createTestApp();
afterAll(() => t.close());

/** A comment of the establishment and the notification it left, as POST /comments would write them. */
const seedNotification = async (order: { id: string; orderNumber: string | null }, authorId: string) => {
  const [comment] = await t.db
    .insert(orderComments)
    .values({
      orderId: order.id,
      content: 'Question',
      createdBy: authorId,
      author: { id: authorId, email: 'a@exemple.fr', first_name: 'A', last_name: 'B', role: 'user' },
    })
    .returning();
  if (!comment) throw new Error('comment not inserted');
  await t.db
    .insert(commentNotifications)
    .values({ orderId: order.id, commentId: comment.id, orderNumber: order.orderNumber, patientName: 'P' });
};

const makeScene = async (who: Who) => {
  // The mails of this scene only: checkComment counts them.
  await t.db.delete(outbox);
  const { own, other, me, token } = await callerScene(t, who);
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
  // The caller's own draft exists whatever its role, so that the rules, not missing data, refuse.
  const myDraft = await insertOrder(t.db, { establishmentId: own.id, createdBy: me.id });
  const colleagueOrder = await insertRegisteredOrder(t.db, {
    establishmentId: own.id,
    createdBy: colleague.id,
  });
  const foreignOrder = await insertRegisteredOrder(t.db, {
    establishmentId: other.id,
    createdBy: stranger.id,
  });
  await seedNotification(colleagueOrder, colleague.id);
  await seedNotification(foreignOrder, stranger.id);
  return { me, token, myDraft, colleagueOrder, foreignOrder };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const notificationOf = (orderId: string) =>
  t.db.select().from(commentNotifications).where(eq(commentNotifications.orderId, orderId));

/** After a stored comment: preparators mail the creator and clear the bell, the others ring it. */
const checkComment = async (s: Scene, orderId: string, json: unknown) => {
  expect(json).toMatchObject({ order_id: orderId, content: 'Bonjour', created_by: s.me.id });
  const mails = await t.db.select().from(outbox);
  const [notification] = await notificationOf(orderId);
  if (s.me.role === 'preparator') {
    expect(mails).toHaveLength(1);
    expect(notification).toBeUndefined();
  } else {
    expect(mails).toHaveLength(0);
    expect(notification?.commentId).toBe((json as { id: string }).id);
  }
};

const ENDPOINTS: Record<
  string,
  { call: (s: Scene) => MatrixCall; check?: (s: Scene, json: unknown) => Promise<void> | void }
> = {
  "GET the comments of a colleague's order": {
    call: (s) => ({ path: `/api/orders/${s.colleagueOrder.id}/comments` }),
    check: (_, json) => expect(json).toMatchObject({ total: 1, items: [{ content: 'Question' }] }),
  },
  "GET the comments of another establishment's order": {
    call: (s) => ({ path: `/api/orders/${s.foreignOrder.id}/comments` }),
    check: (_, json) => expect(json).toMatchObject({ total: 1 }),
  },
  'GET the comments of my draft': {
    call: (s) => ({ path: `/api/orders/${s.myDraft.id}/comments` }),
    check: (_, json) => expect(json).toEqual({ items: [], total: 0 }),
  },
  "comment on a colleague's order": {
    call: (s) => ({ path: `/api/orders/${s.colleagueOrder.id}/comments`, body: { content: 'Bonjour' } }),
    check: (s, json) => checkComment(s, s.colleagueOrder.id, json),
  },
  "comment on another establishment's order": {
    call: (s) => ({ path: `/api/orders/${s.foreignOrder.id}/comments`, body: { content: 'Bonjour' } }),
    check: (s, json) => checkComment(s, s.foreignOrder.id, json),
  },
  'comment on my draft': {
    call: (s) => ({ path: `/api/orders/${s.myDraft.id}/comments`, body: { content: 'Bonjour' } }),
  },
  'list the comment notifications': {
    call: () => ({ path: '/api/comment-notifications' }),
    check: (s, json) => {
      const ids = (json as { items: { order_id: string }[] }).items.map((item) => item.order_id);
      expect(ids).toEqual(expect.arrayContaining([s.colleagueOrder.id, s.foreignOrder.id]));
    },
  },
  "clear the notification of a colleague's order": {
    call: (s) => ({ method: 'DELETE', path: `/api/orders/${s.colleagueOrder.id}/comment-notifications` }),
    check: async (s, json) => {
      expect(json).toEqual({ success: true, deleted: 1 });
      expect(await notificationOf(s.colleagueOrder.id)).toEqual([]);
      expect(await notificationOf(s.foreignOrder.id)).toHaveLength(1);
    },
  },
  "clear the notification of another establishment's order": {
    call: (s) => ({ method: 'DELETE', path: `/api/orders/${s.foreignOrder.id}/comment-notifications` }),
    check: async (s) => expect(await notificationOf(s.foreignOrder.id)).toEqual([]),
  },
};

// Columns in the order of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  "GET the comments of a colleague's order": [401, 200, 200, 404, 200, 200],
  "GET the comments of another establishment's order": [401, 200, 404, 404, 404, 404],
  'GET the comments of my draft': [401, 404, 200, 404, 200, 200],
  "comment on a colleague's order": [401, 201, 201, 404, 201, 403],
  "comment on another establishment's order": [401, 201, 404, 404, 404, 404],
  'comment on my draft': [401, 404, 409, 404, 409, 403],
  'list the comment notifications': [401, 200, 403, 403, 403, 403],
  "clear the notification of a colleague's order": [401, 200, 403, 404, 403, 403],
  "clear the notification of another establishment's order": [401, 200, 404, 404, 404, 404],
};

const ERRORS = errorBodies({
  404: notFound('Commande introuvable.'),
  409: { code: 'conflict', message: 'Les commentaires sont disponibles une fois la commande validée.' },
});

describe('order comments and notifications permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    columns: WHO_WITHOUT_BAD_TOKEN,
    endpoints: ENDPOINTS,
    makeScene,
    snapshot: () => commentsSnapshot(t),
    errors: ERRORS,
  });
});
