import { describe, expect, it } from 'vitest';
import type { Mail } from '../../src/mail/enqueue-mail';
import { redactOrderMail } from '../../src/mail/redact-order-mail';
import { commentNotificationMail } from '../../src/mail/templates/comment-notification';
import { orderShippedMail } from '../../src/mail/templates/order-shipped';
import { legacyCommentMail, legacyValidatedMail } from './legacy-mail-test-kit';

// An unsent mail about an order whose patient is erased keeps everything but the
// patient (and, in a mail written before decision 87, the quoted comment).

const REFERENCE = 'Patient effacé 3FA9C1';
const ORDER_ID = '0b0aabe9-d2ed-4999-9432-c45b31353b58';
const LINK = `http://conque.test/dashboard/orders/${ORDER_ID}`;
const footer = {
  kindLabel: 'Commentaire du laboratoire',
  unsubscribeUrl: 'http://conque.test/unsubscribe?user=u&kind=k&signature=s',
  preferencesUrl: 'http://conque.test/dashboard/profile',
  organisationName: 'Conque',
};
const common = {
  to: 'camille@exemple.fr',
  orderNumber: '2026-00003',
  link: LINK,
  organisationName: 'Conque',
  footer,
};

const redacted = (mail: Mail) => ({ ...mail, ...redactOrderMail(mail, REFERENCE) });
const whole = (mail: Mail) => [mail.subject, mail.text, mail.html].join('\n');

describe('redactOrderMail', () => {
  it('puts the reference in place of the initials, and changes nothing else', () => {
    const mail = orderShippedMail({
      ...common,
      orderId: ORDER_ID,
      firstName: 'Camille',
      patient: { firstName: 'Léa', lastName: 'Rousseau' },
      carrier: 'La Poste - 48h/72h',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A1',
      address: 'Cabinet (L. R.), 3 rue Mercière, 69002 Lyon',
      groupedWith: null,
    });
    const after = redacted(mail);
    expect(after.subject).toBe(`Commande 2026-00003 expédiée (${REFERENCE})`);
    expect(after.text).toBe(mail.text.replace('(patient : L. R.)', `(patient : ${REFERENCE})`));
    expect(after.html).toBe(mail.html.replace('(patient : L. R.)', `(patient : ${REFERENCE})`));
    // Redacting again changes nothing.
    expect(redacted(after)).toEqual(after);
  });

  it('redacts the comment mail', () => {
    const mail = commentNotificationMail({
      ...common,
      orderId: ORDER_ID,
      firstName: null,
      patient: { firstName: 'Léa', lastName: 'Rousseau' },
      preparatorName: 'Marie Durand',
    });
    const after = redacted(mail);
    expect(whole(after)).not.toContain('L. R.');
    expect(after.text).toContain(`sur la commande n° 2026-00003 (patient : ${REFERENCE}).`);
    expect(after.html).toContain(`sur la commande n° 2026-00003 (patient : ${REFERENCE}).</p>`);
  });

  it.each(['Léa Rousseau', 'Léa (Lili) Rousseau', 'Jean <b>Dupont</b> & "fils"'])(
    'redacts a mail written before decision 87 for « %s », its comment quoted or not',
    (patientName) => {
      const commentContent = `Patient ${patientName} : perte de 60 dB,\n\nPour lire la conversation et y répondre <b>ici</b>`;
      const validated = redacted(legacyValidatedMail({ ...common, patientName }));
      const comment = redacted(legacyCommentMail({ ...common, patientName, commentContent }));
      for (const mail of [validated, comment]) {
        expect(whole(mail)).not.toMatch(/Léa|Lili|Rousseau|Dupont|fils|60 dB|<b>ici/);
        expect(mail.subject).toMatch(new RegExp(`^[^(]* \\(${REFERENCE}\\)$`));
        expect(mail.text).toContain(`(patient : ${REFERENCE})`);
        expect(mail.html).toContain(`(patient : ${REFERENCE})`);
        expect(mail.text).toContain(LINK);
        expect(mail.text).toContain(footer.unsubscribeUrl);
      }
      expect(validated.text).toContain('Son bon de commande (PDF) est disponible');
      expect(comment.text).toContain(
        `(patient : ${REFERENCE}).\n\nPour lire la conversation et y répondre, ouvrez la commande :\n${LINK}`,
      );
      expect(comment.html).not.toContain('Commentaire :');
    },
  );
});
