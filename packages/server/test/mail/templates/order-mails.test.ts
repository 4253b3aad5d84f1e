import { describe, expect, it } from 'vitest';
import type { Mail } from '../../../src/mail/enqueue-mail';
import { commentNotificationMail } from '../../../src/mail/templates/comment-notification';
import { orderReadyPickupMail } from '../../../src/mail/templates/order-ready-pickup';
import { orderShippedMail } from '../../../src/mail/templates/order-shipped';
import { orderValidatedMail } from '../../../src/mail/templates/order-validated';

// Every mail about an order names the order by its number and the patient by
// initials only, and carries no health data (no comment, no hearing loss).

const ORDER_ID = '0b0aabe9-d2ed-4999-9432-c45b31353b58';
const footer = {
  kindLabel: 'Commande validée',
  unsubscribeUrl: 'http://conque.test/unsubscribe?user=u&kind=k&signature=s',
  preferencesUrl: 'http://conque.test/dashboard/profile',
  organisationName: 'Conque',
};

const allMails = (patient: { firstName: string; lastName: string }): [string, Mail][] => {
  const common = {
    to: 'camille@exemple.fr',
    firstName: 'Camille',
    orderId: ORDER_ID,
    orderNumber: '2026-00003',
    patient,
    link: `http://conque.test/dashboard/orders/${ORDER_ID}`,
    footer,
  };
  return [
    ['order-validated', orderValidatedMail({ ...common, organisationName: 'Conque' })],
    [
      'order-shipped',
      orderShippedMail({
        ...common,
        carrier: 'La Poste - 48h/72h',
        trackingUrl: null,
        address: 'Cabinet, 3 rue Mercière, 69002 Lyon',
        groupedWith: null,
        organisationName: 'Conque',
      }),
    ],
    [
      'order-ready-pickup',
      orderReadyPickupMail({
        ...common,
        organisation: { name: 'Conque', address: '1 rue du Labo, 69000 Lyon', phone: '04 00 00 00 00' },
      }),
    ],
    [
      'comment-notification',
      commentNotificationMail({ ...common, preparatorName: 'Marie Durand', organisationName: 'Conque' }),
    ],
  ];
};

const whole = (mail: Mail) => [mail.subject, mail.text, mail.html].join('\n');

describe('the mails about an order', () => {
  it.each(allMails({ firstName: 'Pauline', lastName: 'Durand-Lefèvre' }))(
    '%s: the number and « P. D.-L. », never the patient’s names, and the order’s id for erasure',
    (_name, mail) => {
      expect(whole(mail)).not.toMatch(/Pauline|Lefèvre|Lef&egrave;vre/);
      expect(mail.subject).toMatch(/ 2026-00003 .*\(P\. D\.-L\.\)$/);
      expect(mail.text).toContain('commande n° 2026-00003 (patient : P. D.-L.)');
      expect(mail.html).toContain('commande n° 2026-00003 (patient : P. D.-L.)');
      expect(mail.orderId).toBe(ORDER_ID);
    },
  );

  it.each(allMails({ firstName: '', lastName: 'Patient effacé 3FA9C1' }))(
    '%s: an erased patient is named by the reference',
    (_name, mail) => {
      expect(mail.subject).toMatch(/\(Patient effacé 3FA9C1\)$/);
      expect(mail.text).toContain('(patient : Patient effacé 3FA9C1)');
    },
  );

  it.each(allMails({ firstName: ' ', lastName: '' }))('%s: a patient without names', (_name, mail) => {
    expect(mail.subject).toMatch(/\(non renseigné\)$/);
    expect(mail.text).toContain('(patient : non renseigné)');
  });

  it('announces a comment without quoting it, with the link to the thread', () => {
    const mail = commentNotificationMail({
      to: 'camille@exemple.fr',
      firstName: 'Camille',
      orderId: ORDER_ID,
      orderNumber: '2026-00003',
      patient: { firstName: 'Léa', lastName: 'Rousseau' },
      preparatorName: 'Marie Durand',
      link: `http://conque.test/dashboard/orders/${ORDER_ID}#commentaires`,
      organisationName: 'Conque',
      footer,
    });
    expect(mail.subject).toBe('Nouveau commentaire sur la commande 2026-00003 (L. R.)');
    expect(mail.text).toBe(
      [
        'Bonjour Camille,',
        '',
        'Marie Durand (préparateur Conque) a ajouté un commentaire sur la commande n° 2026-00003 (patient : L. R.).',
        '',
        'Par confidentialité, le commentaire ne figure pas dans cet e-mail.',
        'Pour le lire et y répondre, ouvrez la commande :',
        `http://conque.test/dashboard/orders/${ORDER_ID}#commentaires`,
        '',
        'L’équipe Conque',
        '',
        '--',
        'Vous recevez cet e-mail car les notifications «\u00a0Commande validée\u00a0» sont activées sur votre compte Conque.',
        `Ne plus recevoir ces e-mails (sans connexion) : ${footer.unsubscribeUrl}`,
        `Choisir toutes vos notifications : ${footer.preferencesUrl}`,
      ].join('\n'),
    );
    expect(mail.html).toContain(`href="http://conque.test/dashboard/orders/${ORDER_ID}#commentaires"`);
  });
});
