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

export type OrderReadyPickupMailInput = {
  to: string;
  firstName: string | null;
  /** The order the mail is about: erasing its patient reaches the mail (outbox.order_id). */
  orderId: string;
  orderNumber: string;
  patient: MailPatient;
  link: string;
  /** The pickup place: the organisation's name, address and phone (config, docs/design.md §5.1). */
  organisation: { name: string; address: string; phone: string };
  footer: UnsubscribeFooter;
};

/** The creator's pickup order is ready, and where to fetch it. */
export const orderReadyPickupMail = (input: OrderReadyPickupMailInput): Mail => {
  const org = input.organisation;
  const greeting = greetingOf(input.firstName);
  const patient = patientLabel(input.patient);
  const intro = `Votre commande n° ${input.orderNumber} ${bodyPatient(patient)} est prête à être récupérée.`;
  const body = renderMail([
    paragraph(greeting),
    paragraph(intro),
    paragraph([strong('Lieu de retrait :'), ` ${org.name}, ${org.address}`], `Téléphone : ${org.phone}`),
    button(input.link, 'Voir la commande', { lead: 'Voir la commande :' }),
    paragraph(`L’équipe ${org.name}`),
    unsubscribeFooter(input.footer),
  ]);
  return {
    to: input.to,
    orderId: input.orderId,
    subject: `Commande ${input.orderNumber} prête à être récupérée ${subjectPatient(patient)}`,
    ...body,
  };
};
