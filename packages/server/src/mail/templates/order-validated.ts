import type { Mail } from '../enqueue-mail';
import { button, linkFallback, paragraph, strong } from '../mail-blocks';
import { renderMail } from '../render-mail';
import {
  bodyPatient,
  greetingOf,
  type MailPatient,
  patientLabel,
  subjectPatient,
  type UnsubscribeFooter,
  unsubscribeFooter,
} from './order-mail-parts';

export type OrderValidatedMailInput = {
  to: string;
  firstName: string | null;
  /** The order the mail is about: erasing its patient reaches the mail (outbox.order_id). */
  orderId: string;
  orderNumber: string;
  patient: MailPatient;
  /** « Expédition prévue le … » and « Livraison estimée entre … » (none: no line). */
  promise?: string[];
  /** PUBLIC_URL/dashboard/orders/{id}: the order, whose page offers its PDF. */
  link: string;
  organisationName: string;
  footer: UnsubscribeFooter;
};

/** The creator's order is validated (registered, numbered); its form is on the page. */
export const orderValidatedMail = (input: OrderValidatedMailInput): Mail => {
  const org = input.organisationName;
  const greeting = greetingOf(input.firstName);
  const patient = patientLabel(input.patient);
  const intro = `Votre commande n° ${input.orderNumber} ${bodyPatient(patient)} est validée : ${org} l’a bien reçue et va la préparer.`;
  const pdf = 'Son bon de commande (PDF) est disponible sur la page de la commande, avec son suivi :';
  const promise = input.promise ?? [];
  const body = renderMail([
    paragraph(greeting),
    paragraph(intro),
    promise.length > 0 && paragraph(...promise.map((line) => strong(`${line}.`))),
    [paragraph(pdf), button(input.link, 'Voir la commande et son bon de commande'), linkFallback(input.link)],
    paragraph(`L’équipe ${org}`),
    unsubscribeFooter(input.footer),
  ]);
  return {
    to: input.to,
    orderId: input.orderId,
    subject: `Commande ${input.orderNumber} validée ${subjectPatient(patient)}`,
    ...body,
  };
};
