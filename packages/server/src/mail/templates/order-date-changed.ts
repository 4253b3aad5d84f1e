import type { Mail } from '../enqueue-mail';
import { button, paragraph, strong } from '../mail-blocks';
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
 * The lab moved the order's promised date. The préparateur's reason is free text
 * that may speak of the patient: like a comment (decision 87) it stays on the order's page.
 */
export const orderDateChangedMail = (input: OrderDateChangedMailInput): Mail => {
  const org = input.organisationName;
  const greeting = greetingOf(input.firstName);
  const patient = patientLabel(input.patient);
  const intro = `${org} a changé la date prévue de votre commande n° ${input.orderNumber} ${bodyPatient(patient)}, annoncée pour le ${input.previous} :`;
  const why = 'La raison de ce changement figure sur la page de la commande :';
  const body = renderMail([
    paragraph(greeting),
    paragraph(intro, ...input.promise.map((line) => strong(`${line}.`))),
    [paragraph(why), button(input.link, 'Voir la commande')],
    paragraph(`L’équipe ${org}`),
    unsubscribeFooter(input.footer),
  ]);
  return {
    to: input.to,
    orderId: input.orderId,
    subject: `Commande ${input.orderNumber} : nouvelle date prévue ${subjectPatient(patient)}`,
    ...body,
  };
};
