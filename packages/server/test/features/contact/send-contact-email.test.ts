import { MESSAGES } from '@conque/domain/shared/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../../../src/db/schema/index';
import { CONTACT_RATE_LIMIT } from '../../../src/features/contact/routes';
import { SEND_MAIL_JOB } from '../../../src/mail/enqueue-mail';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ contactInbox: 'accueil@conque.test' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobs);
  await t.db.delete(outbox);
});

let ipCounter = 0;
// Each call from its own address, so that the rate limit only plays where a test wants it.
const post = (body: unknown, ip = `192.0.2.${++ipCounter}`) =>
  t.request('/api/send-contact-email', { body, headers: { 'x-test-client-ip': ip } });

const valid = {
  name: 'Élodie Martin',
  email: 'Elodie.Martin@Exemple.fr',
  phone: '06 12 34 56 78',
  message: 'Bonjour,\nje voudrais un devis pour 20 embouts.',
};

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error;

describe('POST /api/send-contact-email', () => {
  it('queues one French mail to the contact inbox, reply-to the sender, and answers success', async () => {
    const response = await post(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const mails = await t.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to).toBe('accueil@conque.test');
    expect(mail?.replyTo).toBe('elodie.martin@exemple.fr');
    expect(mail?.subject).toBe('Nouveau message de contact : Élodie Martin');
    expect(mail?.text).toContain('Téléphone : 06 12 34 56 78');
    expect(mail?.text).toContain('je voudrais un devis pour 20 embouts.');
    expect(mail?.sentAt).toBeNull();
    const queued = await t.db.select().from(jobs);
    expect(queued.map((job) => [job.kind, job.payload.outboxId])).toEqual([[SEND_MAIL_JOB, mail?.id]]);
  });

  it('escapes the visitor’s text in the HTML and keeps the subject on one line', async () => {
    await post({
      name: 'Jean <script>alert(1)</script>\r\nBcc: x@y.fr',
      email: 'jean@exemple.fr',
      message: '<img src=x onerror=alert(1)> & "merci"',
    });
    const [mail] = await t.db.select().from(outbox);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;merci&quot;');
    expect(mail?.subject).toBe('Nouveau message de contact : Jean <script>alert(1)</script> Bcc: x@y.fr');
    expect(mail?.text).toContain('Téléphone : non renseigné');
  });

  it.each([
    ['a missing name', { ...valid, name: undefined }, 400, `Nom : ${MESSAGES.required}`],
    ['a blank message', { ...valid, message: '   ' }, 400, `Message : ${MESSAGES.required}`],
    ['a missing email', { ...valid, email: undefined }, 400, `Email : ${MESSAGES.required}`],
    ['an invalid email', { ...valid, email: 'elodie@exemple' }, 400, `Email : ${MESSAGES.invalidEmail}`],
    ['a name that is not text', { ...valid, name: 42 }, 400, 'Nom :'],
    ['a phone that is not text', { ...valid, phone: 612345678 }, 400, 'Téléphone :'],
    ['an unknown field', { ...valid, company: 'ACME' }, 400, 'Champ inconnu : company'],
    [
      'a too long message',
      { ...valid, message: 'x'.repeat(5001) },
      400,
      'Message : 5000 caractères au maximum',
    ],
    ['an array', [valid], 400, 'corps de la requête'],
    ['a body that is not JSON', '{"name": "Élodie",', 400, MESSAGES.invalidJson],
    ['an oversized body', { ...valid, message: 'x'.repeat(70_000) }, 413, MESSAGES.bodyTooLarge],
  ])('refuses %s with a French message and writes nothing', async (_, body, status, message) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).message).toContain(message);
    expect(await t.db.select().from(outbox)).toHaveLength(0);
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it('answers 429 in French once one address has sent too many messages', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await post(valid, '198.51.100.7')).status).toBe(200);
    }
    const refused = await post(valid, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(MESSAGES.rateLimited);
    expect(await t.db.select().from(outbox)).toHaveLength(CONTACT_RATE_LIMIT.limit);
    expect((await post(valid, '198.51.100.8')).status).toBe(200);
  });
});
