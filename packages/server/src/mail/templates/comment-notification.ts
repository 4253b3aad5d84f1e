import type { Mail } from '../enqueue-mail';
import { button, flowingParagraph, linkFallback, paragraph } from '../mail-blocks';
import { renderMail } from '../render-mail';
import {
  bodyPatient,
  greetingOf,
  type MailPatient,
  oneLine,
  patientLabel,
  subjectPatient,
  type UnsubscribeFooter,
  unsubscribeFooter,
} from './order-mail-parts';

export type CommentNotificationMailInput = {
  to: string;
  /** The order's creator, greeted by first name when they gave one. */
  firstName: string | null;
  /** The order the mail is about: erasing its patient reaches the mail (outbox.order_id). */
  orderId: string;
  orderNumber: string;
  patient: MailPatient;
  preparatorName: string;
  /** PUBLIC_URL/dashboard/orders/{id}#commentaires: the thread itself (spec 001 §2). */
  link: string;
  organisationName: string;
  /** Comment mails may be switched off like the status mails. */
  footer: UnsubscribeFooter;
};

/**
 * Spec 001 §6 and §7 send-comment-notification: a preparator's comment, announced to the order's
 * creator. The comment itself is not in the mail: it is free text about a patient, health data that
 * e-mail does not carry (decision 87); the link opens it behind the sign-in.
 */
export const commentNotificationMail = (input: CommentNotificationMailInput): Mail => {
  const org = input.organisationName;
  const greeting = greetingOf(input.firstName);
  const preparator = oneLine(input.preparatorName);
  const patient = patientLabel(input.patient);
  const intro = `${preparator} (préparateur ${org}) a ajouté un commentaire sur la commande n° ${input.orderNumber} ${bodyPatient(patient)}.`;
  const why = 'Par confidentialité, le commentaire ne figure pas dans cet e-mail.';
  const open = 'Pour le lire et y répondre, ouvrez la commande :';
  const body = renderMail([
    paragraph(greeting),
    paragraph(intro),
    [
      flowingParagraph(why, open),
      button(input.link, 'Voir la commande et répondre'),
      linkFallback(input.link),
    ],
    paragraph(`L’équipe ${org}`),
    unsubscribeFooter(input.footer),
  ]);
  return {
    to: input.to,
    orderId: input.orderId,
    subject: `Nouveau commentaire sur la commande ${input.orderNumber} ${subjectPatient(patient)}`,
    ...body,
  };
};
