import type { Mail } from '../../src/mail/enqueue-mail';
import { button, linkFallback, paragraph, quote } from '../../src/mail/mail-blocks';
import { renderMail } from '../../src/mail/render-mail';
import { type UnsubscribeFooter, unsubscribeFooter } from '../../src/mail/templates/order-mail-parts';

// Test-only: mails about an order as the templates wrote them before decision 87 (the patient's
// full name, the comment quoted, no order id), such as an outbox may still hold after the upgrade.
// Declared with today's blocks (mail-blocks.ts); golden-mails/legacy-*.txt keeps them as they were
// written, which redact-order-mail.ts's patterns must still find.

type LegacyInput = {
  to: string;
  orderNumber: string;
  patientName: string;
  link: string;
  organisationName: string;
  footer: UnsubscribeFooter;
};

export const legacyValidatedMail = (input: LegacyInput): Mail => {
  const org = input.organisationName;
  const intro = `Votre commande n° ${input.orderNumber} (patient : ${input.patientName}) est validée : ${org} l’a bien reçue et va la préparer.`;
  const pdf = 'Son bon de commande (PDF) est disponible sur la page de la commande, avec son suivi :';
  const body = renderMail([
    paragraph('Bonjour,'),
    paragraph(intro),
    [paragraph(pdf), button(input.link, 'Voir la commande et son bon de commande'), linkFallback(input.link)],
    paragraph(`L’équipe ${org}`),
    unsubscribeFooter(input.footer),
  ]);
  return {
    to: input.to,
    subject: `Commande ${input.orderNumber} validée (${input.patientName})`,
    ...body,
  };
};

export const legacyCommentMail = (input: LegacyInput & { commentContent: string }): Mail => {
  const org = input.organisationName;
  const intro = `Marie Durand (préparateur ${org}) a ajouté un commentaire sur la commande n° ${input.orderNumber} (patient : ${input.patientName}).`;
  const body = renderMail([
    paragraph('Bonjour,'),
    paragraph(intro),
    quote('Commentaire :', input.commentContent),
    [
      button(input.link, 'Voir la commande et répondre', {
        lead: 'Pour lire la conversation et y répondre, ouvrez la commande :',
      }),
      linkFallback(input.link),
    ],
    paragraph(`L’équipe ${org}`),
    unsubscribeFooter(input.footer),
  ]);
  return {
    to: input.to,
    subject: `Nouveau commentaire sur la commande ${input.orderNumber} (${input.patientName})`,
    ...body,
  };
};
