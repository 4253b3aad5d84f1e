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

export type OrderValidatedMailInput = {
  to: string;
  firstName: string | null;
  /** The order the mail is about: erasing its patient reaches the mail (outbox.order_id). */
  orderId: string;
  orderNumber: string;
  patient: MailPatient;
  /** Issue 25: « Expédition prévue le … » and « Livraison estimée entre … » (none: no line). */
  promise?: string[];
  /** PUBLIC_URL/dashboard/orders/{id}: the order, whose page offers its PDF. */
  link: string;
  organisationName: string;
  footer: UnsubscribeFooter;
};

/** Issue 11 item 4: the creator's order is validated (registered, numbered); its form is on the page. */
export const orderValidatedMail = (input: OrderValidatedMailInput): Mail => {
  const org = input.organisationName;
  const greeting = greetingOf(input.firstName);
  const patient = patientLabel(input.patient);
  const intro = `Votre commande n° ${input.orderNumber} ${bodyPatient(patient)} est validée : ${org} l’a bien reçue et va la préparer.`;
  const pdf = 'Son bon de commande (PDF) est disponible sur la page de la commande, avec son suivi :';
  const promise = input.promise ?? [];
  const text = [
    greeting,
    '',
    intro,
    ...(promise.length > 0 ? ['', ...promise.map((line) => `${line}.`)] : []),
    '',
    pdf,
    input.link,
    '',
    `L’équipe ${org}`,
    ...unsubscribeFooterText(input.footer),
  ].join('\n');
  const html = `${HTML_OPEN}
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${promise.length > 0 ? `<p>${promise.map((line) => `<strong>${escapeHtml(line)}.</strong>`).join('<br>')}</p>\n` : ''}<p>${escapeHtml(pdf)}</p>
${buttonHtml(input.link, 'Voir la commande et son bon de commande')}
<p>Ou copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>L’équipe ${escapeHtml(org)}</p>
${unsubscribeFooterHtml(input.footer)}
</body></html>`;
  return {
    to: input.to,
    orderId: input.orderId,
    subject: `Commande ${input.orderNumber} validée ${subjectPatient(patient)}`,
    text,
    html,
  };
};
