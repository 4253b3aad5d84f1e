import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emailOptOuts, profiles } from '../../../src/db/schema/index';
import { unsubscribeUrl } from '../../../src/features/email-preferences/unsubscribe-link';
import { insertUser } from '../../support/factories';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../support/test-app';
import { optOutsOf, switchOff } from './email-preferences-test-kit';

// Decision 53 and RFC 8058: the link of every mail one may switch off works without signing in;
// GET shows what it would do and changes nothing, POST (one-click) switches that kind off, both
// again and again; an altered link is refused with a French page and changes nothing.

const t: TestApp = await createTestApp();
afterAll(() => t.close());

const pathOf = (url: string) => url.replace(TEST_PUBLIC_URL, '');
const linkOf = (userId: string, kind: Parameters<typeof unsubscribeUrl>[2] = 'order_shipped') =>
  pathOf(unsubscribeUrl(t.config, userId, kind));

const open = (path: string) => t.app.request(path);
/** What a mail client sends for RFC 8058's one-click. */
const oneClick = (path: string) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

const person = async () => (await insertUser(t.db, { role: 'user' })).profile;

/** The page's visible text, tags dropped, every space (the guillemets' non-breaking ones too) one space. */
const textOf = async (response: Response) =>
  (await response.text())
    .replace(/<style>[\s\S]*<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&nbsp;', ' ')
    .replace(/\s+/g, ' ');

describe('GET on the unsubscribe link', () => {
  it('shows a French confirmation page without signing in, and switches nothing off', async () => {
    const me = await person();
    const link = linkOf(me.id);
    const response = await open(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.clone().text();
    expect(await textOf(response)).toContain(
      'Se désabonner Confirmez pour ne plus recevoir les e-mails « Commande expédiée » de Conque.',
    );
    // The button posts the same link, the page has no script (CSP).
    expect(html).toContain(`<form method="post" action="${link.replaceAll('&', '&amp;')}">`);
    expect(html).toContain('Me désabonner');
    expect(html).not.toContain('<script');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).toContain(`href="${TEST_PUBLIC_URL}/dashboard/profile"`);
    expect(await optOutsOf(t, me.id)).toEqual([]);
    // Opened twice (a link scanner, then the person): still nothing changed.
    expect((await open(link)).status).toBe(200);
    expect(await optOutsOf(t, me.id)).toEqual([]);
  });

  it('says so when that kind is already switched off', async () => {
    const me = await person();
    await switchOff(t, me.id, 'order_shipped');
    const response = await open(linkOf(me.id));
    expect(response.status).toBe(200);
    const text = await textOf(response);
    expect(text).toContain('Désabonnement confirmé');
    expect(text).toContain('Vous ne recevez plus les e-mails « Commande expédiée ».');
    expect(text).not.toContain('Me désabonner');
  });
});

describe('POST on the unsubscribe link (one-click)', () => {
  it('switches that one kind off for that person only, without signing in, and says so', async () => {
    const me = await person();
    const neighbour = await person();
    const response = await oneClick(linkOf(me.id));
    expect(response.status).toBe(200);
    const text = await textOf(response);
    expect(text).toContain('Désabonnement confirmé');
    expect(text).toContain(
      'Vous ne recevez plus les e-mails « Commande expédiée ». Vos autres notifications ne changent pas.',
    );
    expect(text).toContain('rubrique « Notifications par e-mail »');
    expect(await optOutsOf(t, me.id)).toEqual(['order_shipped']);
    expect(await optOutsOf(t, neighbour.id)).toEqual([]);
  });

  it('is idempotent: a second click answers the same and leaves one row', async () => {
    const me = await person();
    const link = linkOf(me.id, 'order_comment');
    const first = await oneClick(link);
    const second = await oneClick(link);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await textOf(second)).toBe(await textOf(first));
    const rows = await t.db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, me.id));
    expect(rows.map((row) => row.kind)).toEqual(['order_comment']);
  });

  it('works from the confirmation page’s form, with or without a body, and leaves the other kinds on', async () => {
    const me = await person();
    await oneClick(linkOf(me.id, 'order_validated'));
    const bare = await t.app.request(linkOf(me.id, 'order_ready_pickup'), { method: 'POST' });
    expect(bare.status).toBe(200);
    expect(await optOutsOf(t, me.id)).toEqual(['order_ready_pickup', 'order_validated']);
    const preferences = await t.db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, me.id));
    expect(preferences).toHaveLength(2);
  });
});

describe('an altered or incomplete link', () => {
  const INVALID = 'Lien de désabonnement invalide';

  it.each([
    [
      'a changed signature',
      (link: string) => link.replace(/signature=./, (s) => `signature=${s.endsWith('A') ? 'B' : 'A'}`),
    ],
    ['another kind', (link: string) => link.replace('kind=order_shipped', 'kind=order_comment')],
    ['an unknown kind', (link: string) => link.replace('kind=order_shipped', 'kind=newsletter')],
    ['no signature', (link: string) => link.replace(/&signature=[^&]*/, '')],
    ['no user', (link: string) => link.replace(/user=[^&]*&/, '')],
    ['a user that is not an id', (link: string) => link.replace(/user=[^&]*/, 'user=1%20or%201%3D1')],
    ['a NUL character', (link: string) => `${link}%00`],
  ])('is refused with a French page and changes nothing: %s', async (_label, alter) => {
    const me = await person();
    const link = alter(linkOf(me.id));
    for (const response of [await open(link), await oneClick(link)]) {
      expect(response.status).toBe(400);
      const text = await textOf(response);
      expect(text).toContain(INVALID);
      expect(text).toContain('Ce lien est incomplet ou a été modifié.');
      expect(text).not.toContain('Me désabonner');
    }
    expect(await optOutsOf(t, me.id)).toEqual([]);
  });

  it('is refused when it names another person than the one it was signed for', async () => {
    const me = await person();
    const victim = await person();
    const link = linkOf(me.id).replace(me.id, victim.id);
    expect((await oneClick(link)).status).toBe(400);
    expect(await optOutsOf(t, victim.id)).toEqual([]);
  });

  it('is refused when signed with another secret', async () => {
    const me = await person();
    const forged = pathOf(
      unsubscribeUrl(
        { ...t.config, jwtSecret: 'another-secret-another-secret-0000' },
        me.id,
        'order_shipped',
      ),
    );
    expect((await oneClick(forged)).status).toBe(400);
    expect(await optOutsOf(t, me.id)).toEqual([]);
  });
});

describe('a link of an account that no longer exists', () => {
  it('answers a French 404 page and writes nothing', async () => {
    const me = await person();
    const link = linkOf(me.id);
    await t.db.delete(profiles).where(eq(profiles.id, me.id));
    for (const response of [await open(link), await oneClick(link)]) {
      expect(response.status).toBe(404);
      expect(await textOf(response)).toContain('Aucun compte ne correspond à ce lien');
    }
    expect(await optOutsOf(t, me.id)).toEqual([]);
  });
});
