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

export type OrderReadyPickupMailInput = {
  to: string;
  firstName: string | null;
  /** The order the mail is about: erasing its patient reaches the mail (outbox.order_id). */
  orderId: string;
  orderNumber: string;
  patient: MailPatient;
  link: string;
  /** The pickup place: the organisation's name, address and phone (config, DESIGN §5.1). */
  organisation: { name: string; address: string; phone: string };
  footer: UnsubscribeFooter;
};

/** Issue 11 item 4: the creator's pickup order is ready, and where to fetch it. */
export const orderReadyPickupMail = (input: OrderReadyPickupMailInput): Mail => {
  const org = input.organisation;
  const greeting = greetingOf(input.firstName);
  const patient = patientLabel(input.patient);
  const intro = `Votre commande n° ${input.orderNumber} ${bodyPatient(patient)} est prête à être récupérée.`;
  const place = [`Lieu de retrait : ${org.name}, ${org.address}`, `Téléphone : ${org.phone}`];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...place,
    '',
    'Voir la commande :',
    input.link,
    '',
    `L’équipe ${org.name}`,
    ...unsubscribeFooterText(input.footer),
  ].join('\n');
  const html = `${HTML_OPEN}
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><strong>Lieu de retrait :</strong> ${escapeHtml(org.name)}, ${escapeHtml(org.address)}<br>Téléphone : ${escapeHtml(org.phone)}</p>
${buttonHtml(input.link, 'Voir la commande')}
<p>L’équipe ${escapeHtml(org.name)}</p>
${unsubscribeFooterHtml(input.footer)}
</body></html>`;
  return {
    to: input.to,
    orderId: input.orderId,
    subject: `Commande ${input.orderNumber} prête à être récupérée ${subjectPatient(patient)}`,
    text,
    html,
  };
};
