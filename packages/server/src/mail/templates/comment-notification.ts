import type { Mail } from '../enqueue-mail';
import { escapeHtml } from '../escape-html';
import {
  bodyPatient,
  buttonHtml,
  greetingOf,
  HTML_OPEN,
  type MailPatient,
  oneLine,
  patientLabel,
  subjectPatient,
  type UnsubscribeFooter,
  unsubscribeFooterHtml,
  unsubscribeFooterText,
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
  /** Comment mails may be switched off like the status mails (issue 11 item 4). */
  footer: UnsubscribeFooter;
};

/**
 * Spec 001 §6 and §7 send-comment-notification: a preparator's comment, announced to the order's
 * creator. The comment itself is not in the mail: it is free text about a patient, health data that
 * e-mail does not carry (decision of issue 21 item 4); the link opens it behind the sign-in.
 */
export const commentNotificationMail = (input: CommentNotificationMailInput): Mail => {
  const org = input.organisationName;
  const greeting = greetingOf(input.firstName);
  const preparator = oneLine(input.preparatorName);
  const patient = patientLabel(input.patient);
  const intro = `${preparator} (préparateur ${org}) a ajouté un commentaire sur la commande n° ${input.orderNumber} ${bodyPatient(patient)}.`;
  const why = 'Par confidentialité, le commentaire ne figure pas dans cet e-mail.';
  const open = 'Pour le lire et y répondre, ouvrez la commande :';
  const text = [
    greeting,
    '',
    intro,
    '',
    why,
    open,
    input.link,
    '',
    `L’équipe ${org}`,
    ...unsubscribeFooterText(input.footer),
  ].join('\n');
  const html = `${HTML_OPEN}
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(why)} ${escapeHtml(open)}</p>
${buttonHtml(input.link, 'Voir la commande et répondre')}
<p>Ou copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>L’équipe ${escapeHtml(org)}</p>
${unsubscribeFooterHtml(input.footer)}
</body></html>`;
  return {
    to: input.to,
    orderId: input.orderId,
    subject: `Nouveau commentaire sur la commande ${input.orderNumber} ${subjectPatient(patient)}`,
    text,
    html,
  };
};
