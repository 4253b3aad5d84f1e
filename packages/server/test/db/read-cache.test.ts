import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNEL, CHANGE_FEED_APPLICATION } from '../../src/db/change-feed';
import { openReadCache, type ReadCache } from '../../src/db/read-cache';
import { establishments, profiles, sessions } from '../../src/db/schema/index';
import { FACTORY_PASSWORD, insertEstablishment, insertUser, signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Sessions and profiles kept in the process, never served once a change of their rows
// has been heard, whoever made it. On PGlite (project server) and PostgreSQL (server-pg).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let cache: ReadCache;
beforeAll(async () => {
  t = await createTestApp();
  // A second cache on the same database: it hears the changes the app makes, as another process would.
  cache = await openReadCache(t.database);
});
afterAll(async () => {
  await cache.close();
  await t.close();
});

/** A read counted: how many times the cache went to its loader. */
const counted = (key: string, tags: string[]) => {
  let loads = 0;
  const read = () =>
    cache.read(
      key,
      async () => {
        loads += 1;
        return { loads };
      },
      () => tags,
    );
  return { read, loads: () => loads };
};

const notify = (tag: string) => t.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${tag})`);

const until = async (check: () => Promise<boolean>) => {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
};

describe('the read cache', () => {
  it('keeps a value until a change of one of its tags is heard', async () => {
    const entry = counted('a', ['user:a', 'establishment:e']);
    expect(await entry.read()).toEqual({ loads: 1 });
    expect(await entry.read()).toEqual({ loads: 1 });
    await notify('user:b');
    expect(await entry.read()).toEqual({ loads: 1 });
    await notify('establishment:e');
    expect(await entry.read()).toEqual({ loads: 2 });
    await notify('*');
    expect(await entry.read()).toEqual({ loads: 3 });
  });

  it('lets expired values go without being read again', async () => {
    const short = await openReadCache(t.database, { ttlMs: 100 });
    try {
      for (const key of ['x', 'y', 'z'])
        await short.read(
          key,
          async () => ({ key }),
          () => [`user:${key}`],
        );
      expect(short.size()).toBe(3);
      await until(async () => short.size() === 0);
    } finally {
      await short.close();
    }
  });

  it('does not keep what it read while a change was heard', async () => {
    let loads = 0;
    const read = () =>
      cache.read(
        'b',
        async () => {
          loads += 1;
          // The row changes (and says so) while the read is under way.
          if (loads === 1) await notify('user:other');
          return loads;
        },
        () => ['user:b'],
      );
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it('hears the triggers of sessions, profiles and establishments', async () => {
    const establishment = await insertEstablishment(t.db);
    const { user } = await insertUser(t.db, { establishmentId: establishment.id });
    const [session] = await t.db.insert(sessions).values({ userId: user.id, amr: [] }).returning();
    const bySession = counted('s', [`session:${session?.id}`]);
    const byUser = counted('u', [`user:${user.id}`]);
    const byEstablishment = counted('e', [`establishment:${establishment.id}`]);
    for (const entry of [bySession, byUser, byEstablishment]) await entry.read();

    await t.db.update(profiles).set({ role: 'viewer' }).where(eq(profiles.id, user.id));
    await t.db
      .update(establishments)
      .set({ name: 'Nouveau nom' })
      .where(eq(establishments.id, establishment.id));
    await t.db.delete(sessions).where(eq(sessions.id, session?.id ?? ''));
    for (const entry of [bySession, byUser, byEstablishment]) {
      await entry.read();
      expect(entry.loads()).toBe(2);
    }
  });
});

describe('the app with its cache', () => {
  const profile = async (token: string) => {
    const response = await t.request('/api/profile', { token });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('ends a session at the sign-out and sees a role, a name or an establishment change at once', async () => {
    const establishment = await insertEstablishment(t.db, { name: 'Avant' });
    const me = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
    const other = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
    expect(await profile(me.token)).toMatchObject({ status: 200, body: { role: 'manager' } });

    await t.db.update(profiles).set({ role: 'viewer' }).where(eq(profiles.id, me.user.id));
    expect(await profile(me.token)).toMatchObject({ body: { role: 'viewer' } });
    const names = await t.request('/api/profile', {
      method: 'PATCH',
      token: me.token,
      body: { first_name: 'Inès', last_name: 'Caron' },
    });
    expect(names.status).toBe(200);
    expect(await profile(me.token)).toMatchObject({ body: { first_name: 'Inès', last_name: 'Caron' } });
    await t.db.update(establishments).set({ name: 'Après' }).where(eq(establishments.id, establishment.id));
    expect(await profile(other.token)).toMatchObject({ body: { establishment: { name: 'Après' } } });

    const out = await t.request('/auth/v1/logout?scope=local', { method: 'POST', token: me.token });
    expect(out.status).toBe(204);
    expect((await profile(me.token)).status).toBe(401);
    expect((await profile(other.token)).status).toBe(200);
  });

  it('ends the other sessions at a password change', async () => {
    const { user } = await insertUser(t.db, { role: 'user' });
    const signIn = async () => {
      const response = await t.request('/auth/v1/token?grant_type=password', {
        body: { email: user.email, password: FACTORY_PASSWORD },
      });
      return ((await response.json()) as { access_token: string }).access_token;
    };
    const laptop = await signIn();
    const phone = await signIn();
    expect((await profile(phone)).status).toBe(200);
    const change = await t.request('/auth/v1/user', {
      method: 'PUT',
      token: laptop,
      body: { password: 'un-nouveau-mot-de-passe' },
    });
    expect(change.status).toBe(200);
    expect((await profile(phone)).status).toBe(401);
    expect((await profile(laptop)).status).toBe(200);
  });
});

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it("hears another process's change, and serves nothing from memory while it cannot hear", async () => {
    const entry = counted('p', ['user:p']);
    await entry.read();
    // Another process: a connection outside this pool.
    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      await other.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, 'user:p']);
      await until(async () => (await entry.read())?.loads === 2);

      // The listening connection dies (a failover, an operator): nothing is served from memory
      // until it is back, then the cache starts again empty.
      await other.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [CHANGE_FEED_APPLICATION],
      );
      const loadsOfTwoReads = async () => {
        const before = entry.loads();
        await entry.read();
        await entry.read();
        return entry.loads() - before;
      };
      await until(async () => (await loadsOfTwoReads()) === 2);
      await until(async () => (await loadsOfTwoReads()) === 1);
    } finally {
      await other.end();
    }
  });
});
