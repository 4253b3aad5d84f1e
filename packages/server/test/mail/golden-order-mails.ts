import type { Mail } from '../../src/mail/enqueue-mail';
import { commentNotificationMail } from '../../src/mail/templates/comment-notification';
import { impressionRequestedMail } from '../../src/mail/templates/impression-requested';
import { orderDateChangedMail } from '../../src/mail/templates/order-date-changed';
import { orderReadyPickupMail } from '../../src/mail/templates/order-ready-pickup';
import { orderShippedMail } from '../../src/mail/templates/order-shipped';
import { orderValidatedMail } from '../../src/mail/templates/order-validated';
import { weeklySummaryMail } from '../../src/mail/templates/weekly-summary';
import { legacyCommentMail, legacyValidatedMail } from './legacy-mail-test-kit';

// Test-only: the mails about an order, the weekly summary and the mails of legacy-mail-test-kit.ts,
// with fixed inputs that take each of their branches (golden-mails.test.ts). People's text carries
// & < > " ' and line breaks, so that the escaping and the folding onto one line are in the golden
// files too.

const ORDER_ID = '0b0aabe9-d2ed-4999-9432-c45b31353b58';
const LINK = `http://conque.test/dashboard/orders/${ORDER_ID}`;
const ORG = 'Conque';
const TRICKY_ORG = 'L\'Atelier "Son" <Lyon> & Co';
const footer = {
  kindLabel: 'Commande validée',
  unsubscribeUrl: 'http://conque.test/unsubscribe?user=u&kind=k&signature=s',
  preferencesUrl: 'http://conque.test/dashboard/profile',
  organisationName: ORG,
};
const order = {
  to: 'camille@exemple.fr',
  firstName: 'Camille',
  orderId: ORDER_ID,
  orderNumber: '2026-00003',
  patient: { firstName: 'Léa', lastName: 'Rousseau' },
  link: LINK,
  footer,
};
const anonymous = { firstName: null, patient: { firstName: '', lastName: 'Patient effacé 3FA9C1' } };

const orderMails = (): [string, Mail][] => [
  [
    'comment-notification',
    commentNotificationMail({
      ...order,
      link: `${LINK}#commentaires`,
      preparatorName: 'Marie\n  Durand & <Fils>',
      organisationName: ORG,
    }),
  ],
  [
    'comment-notification-anonymous',
    commentNotificationMail({
      ...order,
      ...anonymous,
      preparatorName: 'Marie Durand',
      organisationName: TRICKY_ORG,
    }),
  ],
  [
    'order-validated',
    orderValidatedMail({
      ...order,
      promise: ['Expédition prévue le vendredi 4 décembre', 'Livraison estimée entre le 5 & le 7 décembre'],
      organisationName: ORG,
    }),
  ],
  [
    'order-validated-no-promise',
    orderValidatedMail({ ...order, ...anonymous, organisationName: TRICKY_ORG }),
  ],
  [
    'order-shipped',
    orderShippedMail({
      ...order,
      carrier: 'La Poste - 48h/72h',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A1&lang=fr',
      address: 'Cabinet <Mercière>,\n3 rue Mercière,   69002 Lyon',
      groupedWith: '2026-00002',
      organisationName: ORG,
    }),
  ],
  [
    'order-shipped-untracked',
    orderShippedMail({
      ...order,
      ...anonymous,
      carrier: 'Ciblex - 24h/48h',
      trackingUrl: null,
      address: null,
      groupedWith: null,
      organisationName: TRICKY_ORG,
    }),
  ],
  [
    'order-ready-pickup',
    orderReadyPickupMail({
      ...order,
      organisation: { name: TRICKY_ORG, address: '1 rue du Labo, 69000 Lyon', phone: '04 00 00 00 00' },
    }),
  ],
  [
    'order-date-changed',
    orderDateChangedMail({
      ...order,
      promise: ['Expédition prévue le vendredi 4 décembre', 'Livraison estimée entre le 5 & le 7 décembre'],
      previous: 'jeudi 3 décembre',
      organisationName: TRICKY_ORG,
    }),
  ],
  [
    'order-date-changed-pickup',
    orderDateChangedMail({
      ...order,
      ...anonymous,
      promise: ['Expédition prévue le vendredi 4 décembre'],
      previous: 'jeudi 3 décembre',
      organisationName: ORG,
    }),
  ],
];

const impression = {
  ...order,
  ears: ['right', 'left'] as ('left' | 'right')[],
  requestedAt: new Date('2026-12-01T09:30:00Z'),
  organisationName: ORG,
};

const impressionMails = (): [string, Mail][] => [
  [
    'impression-requested',
    impressionRequestedMail({
      ...impression,
      reason: 'deformed',
      details: ['Maillage non fermé (12 arêtes libres)', 'Volume < 0,1 cm³ & trop fin'],
      hasComment: true,
      reminder: false,
    }),
  ],
  [
    'impression-requested-bare',
    impressionRequestedMail({
      ...impression,
      ...anonymous,
      ears: ['left'],
      reason: 'other',
      details: [],
      hasComment: false,
      reminder: false,
      organisationName: TRICKY_ORG,
    }),
  ],
  [
    'impression-reminder-details',
    impressionRequestedMail({
      ...impression,
      reason: 'unreadable',
      details: ['Fichier illisible'],
      hasComment: false,
      reminder: true,
    }),
  ],
  [
    'impression-reminder-comment',
    impressionRequestedMail({
      ...impression,
      reason: 'wrong_ear',
      details: [],
      hasComment: true,
      reminder: true,
    }),
  ],
];

const week = { orders: 1234, shipped: 12, late: 0, remakes: 3 };
const summary = {
  to: 'camille@exemple.fr',
  firstName: 'Camille',
  weekLabel: 'semaine du lundi 16 au dimanche 22 novembre 2026',
  organisationName: ORG,
  footer: { ...footer, kindLabel: 'Résumé hebdomadaire' },
};

const summaryMails = (): [string, Mail][] => [
  [
    'weekly-summary-lab',
    weeklySummaryMail({
      ...summary,
      figures: {
        kind: 'lab',
        week: {
          ...week,
          rejectedOrDisputed: 3,
          topEstablishments: [
            { name: 'Audition\n Mercière & <Fils>', orders: 12 },
            { name: '3. Audition Bellecour', orders: 1 },
          ],
        },
      },
      link: 'http://conque.test/dashboard/statistics',
    }),
  ],
  [
    'weekly-summary-lab-quiet',
    weeklySummaryMail({
      ...summary,
      firstName: null,
      figures: { kind: 'lab', week: { ...week, orders: 0, topEstablishments: [], rejectedOrDisputed: 0 } },
      link: 'http://conque.test/dashboard/statistics',
      organisationName: TRICKY_ORG,
    }),
  ],
  [
    'weekly-summary-establishment',
    weeklySummaryMail({
      ...summary,
      figures: {
        kind: 'establishment',
        name: 'Audition Mercière & Fils',
        week: { ...week, spendTtcCents: 123456 },
      },
      link: 'http://conque.test/dashboard/activity?period=week&x=<1>',
    }),
  ],
];

const legacy = {
  to: 'camille@exemple.fr',
  orderNumber: '2026-00003',
  patientName: 'Léa Rousseau',
  link: LINK,
};

const legacyMails = (): [string, Mail][] => [
  ['legacy-validated', legacyValidatedMail({ ...legacy, organisationName: ORG, footer })],
  [
    'legacy-comment',
    legacyCommentMail({
      ...legacy,
      organisationName: TRICKY_ORG,
      footer,
      commentContent: 'Bonjour,\n\nLa patiente <Léa> a une otite & ne peut pas venir.',
    }),
  ],
];

/** Every case about an order, by the golden file it is kept in. */
export const goldenOrderMails = (): [string, Mail][] => [
  ...orderMails(),
  ...impressionMails(),
  ...summaryMails(),
  ...legacyMails(),
];
