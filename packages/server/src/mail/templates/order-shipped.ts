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

export type OrderShippedMailInput = {
  to: string;
  firstName: string | null;
  /** The order the mail is about: erasing its patient reaches the mail (outbox.order_id). */
  orderId: string;
  orderNumber: string;
  patient: MailPatient;
  /** The carrier as the wizard names it: 'La Poste - 48h/72h', 'Ciblex - 24h/48h'. */
  carrier: string;
  /** The carrier's tracking page, or null when the lab gave no number. */
  trackingUrl: string | null;
  /** The order's delivery address, on one line, or null. */
  address: string | null;
  /** The number of the order whose parcel this one travels in (DESIGN §5.9), or null. */
  groupedWith: string | null;
  link: string;
  organisationName: string;
  footer: UnsubscribeFooter;
};

/** Issue 11 item 4: the creator's order left the lab, with the parcel's tracking link when there is one. */
export const orderShippedMail = (input: OrderShippedMailInput): Mail => {
  const org = input.organisationName;
  const greeting = greetingOf(input.firstName);
  const patient = patientLabel(input.patient);
  const intro = `Votre commande n° ${input.orderNumber} ${bodyPatient(patient)} a été expédiée par ${org}.`;
  const facts = [
    `Transporteur : ${input.carrier}`,
    ...(input.address ? [`Livraison à : ${oneLine(input.address)}`] : []),
    ...(input.groupedWith ? [`Dans le même colis que la commande n° ${input.groupedWith}.`] : []),
  ];
  const tracking = input.trackingUrl
    ? ['Suivre le colis :', input.trackingUrl]
    : ['Le laboratoire n’a pas indiqué de numéro de suivi pour ce colis.'];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts,
    '',
    ...tracking,
    '',
    'Voir la commande :',
    input.link,
    '',
    `L’équipe ${org}`,
    ...unsubscribeFooterText(input.footer),
  ].join('\n');
  const trackingHtml = input.trackingUrl
    ? `${buttonHtml(input.trackingUrl, 'Suivre le colis')}
<p>Ou copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(input.trackingUrl)}">${escapeHtml(input.trackingUrl)}</a></p>`
    : `<p>${escapeHtml(tracking[0] ?? '')}</p>`;
  const html = `${HTML_OPEN}
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${facts.map(escapeHtml).join('<br>')}</p>
${trackingHtml}
<p><a href="${escapeHtml(input.link)}">Voir la commande</a></p>
<p>L’équipe ${escapeHtml(org)}</p>
${unsubscribeFooterHtml(input.footer)}
</body></html>`;
  return {
    to: input.to,
    orderId: input.orderId,
    subject: `Commande ${input.orderNumber} expédiée ${subjectPatient(patient)}`,
    text,
    html,
  };
};
