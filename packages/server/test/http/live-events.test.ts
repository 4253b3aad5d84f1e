import { type ServerType, serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downgradeSessionsOf } from '../../src/auth/mfa/downgrade-sessions';
import {
  commentNotifications,
  establishments,
  orderComments,
  orders,
  profiles,
  sessions,
} from '../../src/db/schema/index';
import {
  askImpression,
  orderWithImpressions,
  sendBack,
  uploadImpression,
} from '../features/impression-requests/impression-test-kit';
import { insertRegisteredOrder } from '../features/orders/orders-test-kit';
import { insertEstablishment, insertInvoice, insertOrder, signedInUser } from '../support/factories';
import { type ReadEvent, sseReader } from '../support/sse-reader';
import { createTestApp, type TestApp } from '../support/test-app';

// GET /api/events. Who hears what, as a matrix of roles × own / other
// establishment (the same rules as the endpoints), after commit only, and the stream's end with
// its session. Each stream reads until a sentinel it must hear: what came before it is all it got.

// Over real HTTP: the stream is written to Node's response (routes.ts).
let t: TestApp;
let server: ServerType;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({}, { live: true });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  server.close();
  await t.close();
});

const events = (token: string | undefined) =>
  fetch(`${origin}/api/events`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

type Reader = ReturnType<typeof sseReader>;
const open = async (token: string | undefined): Promise<Reader> => {
  const response = await events(token);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = sseReader(response);
  expect(await reader.next()).toEqual({ event: 'ready', data: {} });
  return reader;
};

/** The events a stream got up to and including the first one about `sentinelId`. */
const until = async (reader: Reader, sentinelId: string): Promise<ReadEvent[]> => {
  const got: ReadEvent[] = [];
  for (;;) {
    const event = await reader.next();
    got.push(event);
    if (event.data.id === sentinelId) return got;
  }
};

const scene = async () => {
  const own = await insertEstablishment(t.db);
  const other = await insertEstablishment(t.db);
  const person = (role: 'preparator' | 'manager' | 'user' | 'viewer', establishmentId: string | null) =>
    signedInUser(t.db, t.config, { role, establishmentId });
  const people = {
    preparator: await person('preparator', null),
    manager: await person('manager', own.id),
    user: await person('user', own.id),
    viewer: await person('viewer', own.id),
    'other manager': await person('manager', other.id),
    'other user': await person('user', other.id),
  };
  const streams = Object.fromEntries(
    await Promise.all(Object.entries(people).map(async ([who, p]) => [who, await open(p.token)] as const)),
  ) as Record<keyof typeof people, Reader>;
  // A change every stream hears, in each establishment (the lab hears both).
  const sentinels = async () => {
    const a = await insertRegisteredOrder(t.db, {
      establishmentId: own.id,
      createdBy: people.manager.profile.id,
    });
    const b = await insertRegisteredOrder(t.db, {
      establishmentId: other.id,
      createdBy: people['other manager'].profile.id,
    });
    return { a: a.id, b: b.id };
  };
  /** Every stream read up to its sentinels: what the scene itself made is behind it. */
  const drain = async () => {
    const { a, b } = await sentinels();
    for (const [who, reader] of Object.entries(streams)) {
      if (who !== 'preparator') await until(reader, who.startsWith('other') ? b : a);
    }
    await until(streams.preparator, a);
    await until(streams.preparator, b);
  };
  /** For each stream, the kinds of what it got between the scene's state and its sentinel. */
  const heard = async (change: () => Promise<unknown>) => {
    await drain();
    await change();
    const { a, b } = await sentinels();
    const result: Record<string, string[]> = {};
    for (const [who, reader] of Object.entries(streams)) {
      const sentinel = who.startsWith('other') ? b : a;
      let got = await until(reader, sentinel);
      // The lab hears both sentinels: drop A's when B's is the last.
      if (who === 'preparator') got = [...got, ...(await until(reader, b))];
      result[who] = got
        .filter((event) => event.data.id !== a && event.data.id !== b)
        .map(
          (event) =>
            `${event.event}${event.data.validated ? '+validated' : ''}${event.data.impression ? `+impression ${event.data.impression}` : ''}`,
        );
    }
    return result;
  };
  return { own, other, people, streams, heard };
};

/**
 * Each stream's distinct events but the plain order ones, sorted: how many of each it gets depends
 * on how fast it reads (a marked event replaces a plain one still queued).
 */
const distinct = (heard: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(heard).map(([who, events]) => [
      who,
      [...new Set(events)].filter((e) => e !== 'order').sort(),
    ]),
  );

describe('GET /api/events: who hears what (roles × own / other establishment)', () => {
  it('a new impression: its steps marked for the order’s readers, the bell to its recipients', async () => {
    const { own, people, heard } = await scene();
    const order = await orderWithImpressions(t, {
      establishmentId: own.id,
      createdBy: people.user.profile.id,
      status: 'in_progress',
    });
    const asked = distinct(
      await heard(() =>
        askImpression(t, order.id, people.preparator.token, { ears: ['left'], reason: 'deformed' }),
      ),
    );
    const reader = ['order+impression requested'];
    expect(asked).toEqual({
      preparator: reader,
      manager: ['bell', ...reader],
      user: ['bell', ...reader],
      viewer: reader,
      'other manager': [],
      'other user': [],
    });
    expect((await uploadImpression(t, order.id, 'left', people.user.token)).status).toBe(201);
    const sent = distinct(await heard(() => sendBack(t, order.id, people.manager.token)));
    const told = ['order+impression sent'];
    expect(sent).toEqual({
      preparator: told,
      manager: ['bell', ...told],
      user: ['bell', ...told],
      viewer: told,
      'other manager': [],
      'other user': [],
    });
  });

  it('an order of the establishment: its people and the lab, never another establishment', async () => {
    const { own, people, heard } = await scene();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: own.id,
      createdBy: people.user.profile.id,
    });
    expect(
      await heard(() => t.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, order.id))),
    ).toEqual({
      preparator: ['order'],
      manager: ['order'],
      user: ['order'],
      viewer: ['order'],
      'other manager': [],
      'other user': [],
    });
  });

  it('a draft: its creator alone; its validation: the lab too, marked validated', async () => {
    const { own, people, heard } = await scene();
    const draft = await insertOrder(t.db, { establishmentId: own.id, createdBy: people.user.profile.id });
    expect(
      await heard(() => t.db.update(orders).set({ comment: 'x' }).where(eq(orders.id, draft.id))),
    ).toEqual({
      preparator: [],
      manager: [],
      user: ['order'],
      viewer: [],
      'other manager': [],
      'other user': [],
    });
    expect(
      await heard(() => t.db.update(orders).set({ status: 'registered' }).where(eq(orders.id, draft.id))),
    ).toEqual({
      preparator: ['order+validated'],
      manager: ['order+validated'],
      user: ['order+validated'],
      viewer: ['order+validated'],
      'other manager': [],
      'other user': [],
    });
  });

  it('a comment and the bell: the order’s readers, and the bell to the lab only', async () => {
    const { own, people, heard } = await scene();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: own.id,
      createdBy: people.user.profile.id,
    });
    const result = await heard(async () => {
      const [comment] = await t.db
        .insert(orderComments)
        .values({
          orderId: order.id,
          content: 'Bonjour',
          author: {
            id: people.user.profile.id,
            email: 'a@b.fr',
            first_name: null,
            last_name: null,
            role: 'user',
          },
        })
        .returning();
      await t.db
        .insert(commentNotifications)
        .values({ orderId: order.id, commentId: comment?.id as string, patientName: 'P. L.' });
    });
    expect(result).toEqual({
      preparator: ['order', 'bell'],
      manager: ['order'],
      user: ['order'],
      viewer: ['order'],
      'other manager': [],
      'other user': [],
    });
  });

  it('an invoice: the lab and the establishment’s manager; a profile: the lab, its team’s manager and itself', async () => {
    const { own, people, heard } = await scene();
    expect(await heard(() => insertInvoice(t.db, { establishmentId: own.id }))).toEqual({
      preparator: ['invoice'],
      manager: ['invoice'],
      user: [],
      viewer: [],
      'other manager': [],
      'other user': [],
    });
    expect(
      await heard(() =>
        t.db.update(profiles).set({ firstName: 'Renommé' }).where(eq(profiles.id, people.viewer.profile.id)),
      ),
    ).toEqual({
      preparator: ['user'],
      manager: ['user'],
      user: [],
      viewer: ['user'],
      'other manager': [],
      'other user': [],
    });
  });

  it('a rolled-back change sends nothing', async () => {
    const { own, people, heard } = await scene();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: own.id,
      createdBy: people.user.profile.id,
    });
    const result = await heard(() =>
      t.db
        .transaction(async (tx) => {
          await tx.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, order.id));
          tx.rollback();
        })
        .catch(() => {}),
    );
    expect(Object.values(result).flat()).toEqual([]);
  });
});

describe('GET /api/events: the stream’s life', () => {
  it('answers 401 in French without a session', async () => {
    const response = await events(undefined);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/connect/i);
  });

  it('ends within seconds when its session ends or its role changes, never another session’s', async () => {
    const establishment = await insertEstablishment(t.db);
    const signedOut = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
    const demoted = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const bystander = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
    const [a, b, c] = [await open(signedOut.token), await open(demoted.token), await open(bystander.token)];
    await t.db.delete(sessions).where(eq(sessions.userId, signedOut.user.id));
    await a.ended(3_000);
    await t.db.update(profiles).set({ role: 'user' }).where(eq(profiles.id, demoted.profile.id));
    await b.ended(3_000);
    // The bystander's stream goes on: it still hears its establishment.
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: bystander.profile.id,
    });
    expect((await until(c, order.id)).map((event) => event.event)).toContain('order');
    await c.cancel();
  });

  it("refuses a préparateur's aal1 session, and ends a stream whose session falls back to aal1", async () => {
    const aal1 = await signedInUser(t.db, t.config, { role: 'preparator', aal: 'aal1' });
    const refused = await events(aal1.token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('mfa_enrolment_required');
    const establishment = await insertEstablishment(t.db);
    const lab = await signedInUser(t.db, t.config, { role: 'preparator', withFactor: true });
    const member = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
    const [labStream, memberStream] = [await open(lab.token), await open(member.token)];
    // Its factor removed elsewhere, the lab's session is aal1 again: the stream ends.
    await downgradeSessionsOf(t.db, lab.factor?.factor.id ?? '');
    await labStream.ended(3_000);
    // Its manager now requires a second factor the member lacks: its stream ends too.
    await t.db
      .update(establishments)
      .set({ mfaRequired: true })
      .where(eq(establishments.id, establishment.id));
    await memberStream.ended(3_000);
  });

  it('drops a malformed notice and goes on', async () => {
    const { token } = await signedInUser(t.db, t.config, { role: 'preparator' });
    const establishment = await insertEstablishment(t.db);
    const creator = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
    const reader = await open(token);
    await t.db.execute(sql`select pg_notify('conque_events', 'not json')`);
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: creator.profile.id,
    });
    expect((await until(reader, order.id)).map((event) => event.event)).toEqual(['order']);
    await reader.cancel();
  });
});
