import type { Mail } from '../enqueue-mail';
import { escapeHtml } from '../escape-html';
import {
  bodyPatient,
  buttonHtml,
  greetingOf,
  HTML_OPEN,
  type MailPatient,
  patientLabel,
  subjectPatient,
  type UnsubscribeFooter,
  unsubscribeFooterHtml,
  unsubscribeFooterText,
} from './order-mail-parts';

export type OrderDateChangedMailInput = {
  to: string;
  firstName: string | null;
  /** The order the mail is about: erasing its patient reaches the mail (outbox.order_id). */
  orderId: string;
  orderNumber: string;
  patient: MailPatient;
  /** « Expédition prévue le vendredi 4 décembre » and, unless pickup, the carrier's window. */
  promise: string[];
  /** « jeudi 3 décembre »: the day promised before. */
  previous: string;
  link: string;
  organisationName: string;
  footer: UnsubscribeFooter;
};

/**
 * Issue 25 item 1: the lab moved the order's promised date. The préparateur's reason is free text
 * that may speak of the patient: like a comment (decision 87) it stays on the order's page.
 */
export const orderDateChangedMail = (input: OrderDateChangedMailInput): Mail => {
  const org = input.organisationName;
  const greeting = greetingOf(input.firstName);
  const patient = patientLabel(input.patient);
  const intro = `${org} a changé la date prévue de votre commande n° ${input.orderNumber} ${bodyPatient(patient)}, annoncée pour le ${input.previous} :`;
  const why = 'La raison de ce changement figure sur la page de la commande :';
  const text = [
    greeting,
    '',
    intro,
    ...input.promise.map((line) => `${line}.`),
    '',
    why,
    input.link,
    '',
    `L’équipe ${org}`,
    ...unsubscribeFooterText(input.footer),
  ].join('\n');
  const html = `${HTML_OPEN}
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}<br>${input.promise.map((line) => `<strong>${escapeHtml(line)}.</strong>`).join('<br>')}</p>
<p>${escapeHtml(why)}</p>
${buttonHtml(input.link, 'Voir la commande')}
<p>L’équipe ${escapeHtml(org)}</p>
${unsubscribeFooterHtml(input.footer)}
</body></html>`;
  return {
    to: input.to,
    orderId: input.orderId,
    subject: `Commande ${input.orderNumber} : nouvelle date prévue ${subjectPatient(patient)}`,
    text,
    html,
  };
};
