import type { Mail } from '../enqueue-mail';
import { button, link, linkFallback, paragraph } from '../mail-blocks';
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
  /** The number of the order whose parcel this one travels in (docs/design.md §5.9), or null. */
  groupedWith: string | null;
  link: string;
  organisationName: string;
  footer: UnsubscribeFooter;
};

/** The creator's order left the lab, with the parcel's tracking link when there is one. */
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
  const body = renderMail([
    paragraph(greeting),
    paragraph(intro),
    paragraph(...facts),
    input.trackingUrl
      ? [
          button(input.trackingUrl, 'Suivre le colis', { lead: 'Suivre le colis :' }),
          linkFallback(input.trackingUrl),
        ]
      : paragraph('Le laboratoire n’a pas indiqué de numéro de suivi pour ce colis.'),
    link(input.link, 'Voir la commande', { lead: 'Voir la commande :' }),
    paragraph(`L’équipe ${org}`),
    unsubscribeFooter(input.footer),
  ]);
  return {
    to: input.to,
    orderId: input.orderId,
    subject: `Commande ${input.orderNumber} expédiée ${subjectPatient(patient)}`,
    ...body,
  };
};
