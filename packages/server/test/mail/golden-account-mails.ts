import type { Mail } from '../../src/mail/enqueue-mail';
import { confirmSignupMail } from '../../src/mail/templates/confirm-signup';
import { contactMessageMail } from '../../src/mail/templates/contact-message';
import { einvoicingStatusAlertMail } from '../../src/mail/templates/einvoicing-status-alert';
import { invitationMail } from '../../src/mail/templates/invitation';
import { mfaResetMail } from '../../src/mail/templates/mfa-reset';
import { newSignInMail } from '../../src/mail/templates/new-sign-in';
import { resetPasswordMail } from '../../src/mail/templates/reset-password';
import { webhookEndpointDisabledMail } from '../../src/mail/templates/webhook-endpoint-disabled';

// Test-only: the mails about a person's account, the contact form and webhooks, with fixed inputs
// that take each of their branches (golden-mails.test.ts). People's text carries & < > " ' and line
// breaks, so that the escaping and the folding onto one line are in the golden files too.

const ORG = 'Conque';
const TRICKY_ORG = 'L\'Atelier "Son" <Lyon> & Co';

export const goldenAccountMails = (): [string, Mail][] => [
  [
    'confirm-signup',
    confirmSignupMail({
      to: 'camille@exemple.fr',
      link: 'http://conque.test/auth/v1/verify?token=abc&type=signup&redirect_to=http://conque.test/login',
      organisationName: ORG,
    }),
  ],
  [
    'reset-password',
    resetPasswordMail({
      to: 'camille@exemple.fr',
      link: 'http://conque.test/auth/v1/verify?token=def&type=recovery',
      organisationName: TRICKY_ORG,
    }),
  ],
  [
    'invitation-establishment',
    invitationMail({
      to: 'lucas@exemple.fr',
      firstName: 'Lucas <b>',
      code: 'AB2C-DE3F-GH4J',
      link: 'http://conque.test/register?code=AB2C-DE3F-GH4J&email=lucas%40exemple.fr',
      establishmentName: 'Audition Mercière & Fils',
      inviterName: 'Marie "Mimi" Durand',
      organisationName: ORG,
      expiresOn: '10 décembre 2026',
    }),
  ],
  [
    'invitation-lab',
    invitationMail({
      to: 'lucas@exemple.fr',
      firstName: 'Lucas',
      code: 'AB2C-DE3F-GH4J',
      link: 'http://conque.test/register?code=AB2C-DE3F-GH4J',
      establishmentName: null,
      inviterName: 'Marie Durand',
      organisationName: TRICKY_ORG,
      expiresOn: '10 décembre 2026',
    }),
  ],
  [
    'mfa-reset-by-preparator',
    mfaResetMail({
      to: 'camille@exemple.fr',
      firstName: 'Camille',
      resetBy: 'Marie <Durand>',
      at: '3 décembre 2026 à 14:05',
      organisationName: ORG,
      helpPhone: '04 00 00 00 00',
    }),
  ],
  [
    'mfa-reset-by-operator',
    mfaResetMail({
      to: 'camille@exemple.fr',
      firstName: null,
      resetBy: null,
      at: '3 décembre 2026 à 14:05',
      organisationName: TRICKY_ORG,
      helpPhone: '04 00 00 00 00',
    }),
  ],
  [
    'new-sign-in',
    newSignInMail({
      to: 'camille@exemple.fr',
      firstName: null,
      at: '3 décembre 2026 à 14:05',
      ip: '203.0.113.7',
      device: 'Chrome sur Windows',
      sessionsLink: 'http://conque.test/dashboard/profile#appareils',
      organisationName: ORG,
    }),
  ],
  [
    'new-sign-in-named',
    newSignInMail({
      to: 'camille@exemple.fr',
      firstName: 'Camille & Co',
      at: '3 décembre 2026 à 14:05',
      ip: '2001:db8::1',
      device: 'Navigateur <inconnu>',
      sessionsLink: 'http://conque.test/dashboard/profile?x=1&y=2',
      organisationName: TRICKY_ORG,
    }),
  ],
  [
    'webhook-endpoint-disabled',
    webhookEndpointDisabledMail({
      to: 'camille@exemple.fr',
      firstName: 'Camille',
      url: 'https://hooks.exemple.fr/conque?x=1&y=<2>',
      pageUrl: 'http://conque.test/dashboard/webhooks',
      organisationName: ORG,
    }),
  ],
  [
    'webhook-endpoint-disabled-anonymous',
    webhookEndpointDisabledMail({
      to: 'camille@exemple.fr',
      firstName: null,
      url: 'https://hooks.exemple.fr/conque',
      pageUrl: 'http://conque.test/dashboard/webhooks',
      organisationName: TRICKY_ORG,
    }),
  ],
  [
    'contact-message',
    contactMessageMail(
      {
        name: 'Jean \n  "Jeannot"   <Dupont>',
        email: 'jean@exemple.fr',
        phone: '06 00 00 00 00',
        message: "Bonjour,\n\nProposez-vous des embouts <pour enfants> & adultes ?\n  Merci d'avance",
      },
      'contact@conque.local',
      'Conque & Co',
    ),
  ],
  [
    'contact-message-no-phone',
    contactMessageMail(
      { name: 'Jean Dupont', email: 'jean@exemple.fr', phone: '', message: 'Une question.' },
      'contact@conque.local',
      ORG,
    ),
  ],
  // Decision 147: a lifecycle status that alerts the préparateurs, with its reason, and without.
  [
    'einvoicing-status-alert',
    einvoicingStatusAlertMail({
      to: 'claire@conque.local',
      firstName: 'Claire',
      document: 'la facture F-2026-00012',
      establishmentName: 'Audition <Mercière> & Fils',
      statusLabel: 'En litige',
      reason: 'Taux de TVA erroné (TX_TVA_ERR)',
      link: 'http://conque.test/dashboard/preparator/invoices?recherche=F-2026-00012',
      organisationName: ORG,
    }),
  ],
  [
    'einvoicing-status-alert-no-reason',
    einvoicingStatusAlertMail({
      to: 'claire@conque.local',
      firstName: null,
      document: 'l’avoir A-2026-00003',
      establishmentName: 'Audition Démo',
      statusLabel: 'Rejetée',
      reason: null,
      link: 'http://conque.test/dashboard/preparator/invoices?recherche=A-2026-00003',
      organisationName: TRICKY_ORG,
    }),
  ],
];
