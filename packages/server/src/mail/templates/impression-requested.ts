import type { EarSide } from '@conque/domain/catalogue/ear-sides';
import {
  earsPhrase,
  IMPRESSION_REASON_LABELS,
  type ImpressionReason,
} from '@conque/domain/orders/impression-requests';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import type { Mail } from '../enqueue-mail';
import { button, list, paragraph, strong } from '../mail-blocks';
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

export type ImpressionRequestedMailInput = {
  to: string;
  firstName: string | null;
  /** The order the mail is about: erasing its patient reaches the mail (outbox.order_id). */
  orderId: string;
  orderNumber: string;
  patient: MailPatient;
  ears: EarSide[];
  reason: ImpressionReason;
  /** The mesh check's warnings the lab quoted: about the file, never about the patient. */
  details: string[];
  /** Whether the lab wrote a comment: the comment itself stays behind the sign-in (decision 87). */
  hasComment: boolean;
  requestedAt: Date;
  /** The one reminder, three working days later. */
  reminder: boolean;
  link: string;
  organisationName: string;
  footer: UnsubscribeFooter;
};

/**
 * The lab asks the order's creator and the establishment's managers for a new
 * impression, and reminds them once. Order number and patient initials only (decision 87).
 */
export const impressionRequestedMail = (input: ImpressionRequestedMailInput): Mail => {
  const org = input.organisationName;
  const greeting = greetingOf(input.firstName);
  const patient = patientLabel(input.patient);
  const ears = earsPhrase(input.ears);
  const intro = input.reminder
    ? `Le laboratoire attend toujours la nouvelle empreinte de ${ears} demandée le ${formatParisDate(input.requestedAt)} pour la commande n° ${input.orderNumber} ${bodyPatient(patient)}.`
    : `Le laboratoire demande une nouvelle empreinte de ${ears} pour la commande n° ${input.orderNumber} ${bodyPatient(patient)}.`;
  const reason = `Motif : ${IMPRESSION_REASON_LABELS[input.reason]}`;
  const comment = input.hasComment
    ? 'Par confidentialité, le commentaire du laboratoire ne figure pas dans cet e-mail : il est sur la page de la commande.'
    : null;
  const todo =
    'La commande est en attente : joignez la nouvelle empreinte sur la page de la commande, puis cliquez sur « Renvoyer au laboratoire ».';
  const body = renderMail([
    paragraph(greeting),
    paragraph(intro),
    [paragraph(strong(reason)), list(input.details)],
    comment && paragraph(comment),
    [paragraph(todo), button(input.link, 'Joindre la nouvelle empreinte')],
    paragraph(`L’équipe ${org}`),
    unsubscribeFooter(input.footer),
  ]);
  const subject = input.reminder
    ? `Rappel : nouvelle empreinte attendue pour la commande ${input.orderNumber} ${subjectPatient(patient)}`
    : `Nouvelle empreinte demandée pour la commande ${input.orderNumber} ${subjectPatient(patient)}`;
  return { to: input.to, orderId: input.orderId, subject, ...body };
};
