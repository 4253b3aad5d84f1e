import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlLinks, linkify } from '../../../src/features/dev-mail/dev-mail-page';
import type { DevMail } from '../../../src/features/dev-mail/list-dev-mail';
import { enqueueMail, type Mail } from '../../../src/mail/enqueue-mail';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let withSmtp: TestApp;
beforeAll(async () => {
  [t, withSmtp] = await Promise.all([createTestApp(), createTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' })]);
  // Two transactions, so the second is the newer (created_at is the transaction's time).
  await t.db.transaction((tx) => enqueueMail(tx, first));
  await t.db.transaction((tx) => enqueueMail(tx, second));
});
afterAll(() => Promise.all([t.close(), withSmtp.close()]));

const first: Mail = {
  to: 'camille@exemple.fr',
  subject: 'Confirmez votre inscription',
  text: 'Bonjour,\nConfirmez votre adresse : http://conque.test/auth/v1/verify?token=abc&type=signup.\nMerci',
  html: '<p><a href="http://conque.test/auth/v1/verify?token=abc&amp;type=signup">Confirmer</a></p>',
};
const second: Mail = {
  to: 'contact@conque.local',
  replyTo: 'elodie@exemple.fr',
  subject: 'Nouveau message de contact : <b>Élodie</b>',
  text: 'Message de <script>alert(1)</script>',
  html: '<p>Voir <a href="http://conque.test/dashboard/orders/42">la commande</a> <a href="javascript:alert(1)">x</a></p>',
};

describe('GET /api/dev/mail', () => {
  it('lists the outbox newest first, with each mail’s fields', async () => {
    const response = await t.request('/api/dev/mail');
    expect(response.status).toBe(200);
    const mails = (await response.json()) as DevMail[];
    expect(mails.map((m) => m.subject)).toEqual([second.subject, first.subject]);
    expect(mails[0]).toEqual({
      id: expect.any(String),
      to: second.to,
      replyTo: second.replyTo,
      subject: second.subject,
      text: second.text,
      html: second.html,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(mails[1]?.replyTo).toBeNull();
  });

  it('is a 404 once SMTP is configured', async () => {
    const response = await withSmtp.request('/api/dev/mail');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'Ressource introuvable.' },
    });
  });
});

describe('GET /dev/mail', () => {
  it('shows the mails newest first, escaped, with their links clickable, under the app’s CSP', async () => {
    const response = await t.request('/dev/mail');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Boîte de développement');
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('Nouveau message de contact : &lt;b&gt;Élodie&lt;/b&gt;');
    expect(page).toContain('Message de &lt;script&gt;alert(1)&lt;/script&gt;');
    // The link of the text, without the sentence's full stop, and the one only in the HTML part.
    expect(page).toContain(
      '<a href="http://conque.test/auth/v1/verify?token=abc&amp;type=signup">http://conque.test/auth/v1/verify?token=abc&amp;type=signup</a>.',
    );
    expect(page).toContain('<a href="http://conque.test/dashboard/orders/42">');
    expect(page).not.toContain('javascript:');
    expect(page.indexOf('Nouveau message de contact')).toBeLessThan(
      page.indexOf('Confirmez votre inscription'),
    );
  });

  it('is a 404 once SMTP is configured', async () => {
    const response = await withSmtp.request('/dev/mail');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Confirmez');
  });
});

describe('linkify and htmlLinks', () => {
  it.each([
    ['Voir https://a.fr/x, puis', 'Voir <a href="https://a.fr/x">https://a.fr/x</a>, puis'],
    ['(https://a.fr/x)', '(<a href="https://a.fr/x">https://a.fr/x</a>)'],
    ['a < b & "c"', 'a &lt; b &amp; &quot;c&quot;'],
    ['javascript:alert(1) ftp://a.fr', 'javascript:alert(1) ftp://a.fr'],
    ['http://a.fr/?q="><script>', '<a href="http://a.fr/?q=">http://a.fr/?q=</a>&quot;&gt;&lt;script&gt;'],
  ])('linkify(%j)', (text, html) => {
    expect(linkify(text)).toBe(html);
  });

  it('keeps only the http(s) targets of an HTML body, decoded and once each', () => {
    expect(
      htmlLinks(
        '<a href="https://a.fr/?x=1&amp;y=2">1</a><a href="mailto:a@b.fr">2</a><a href="https://a.fr/?x=1&amp;y=2">3</a>',
      ),
    ).toEqual(['https://a.fr/?x=1&y=2']);
  });
});
