import type { Mail } from '../enqueue-mail';
import { paragraph } from '../mail-blocks';
import { renderMail } from '../render-mail';

type EinvoicingStatusAlertInput = {
  to: string;
  firstName: string | null;
  /** « la facture F-2026-00012 » or « l’avoir A-2026-00003 ». */
  document: string;
  establishmentName: string;
  /** « En litige », « Refusée », « Rejetée ». */
  statusLabel: string;
  /** The reason as the CDAR gives it (its code, its text), or null. */
  reason: string | null;
  link: string;
  organisationName: string;
};

/** Decision 147: a document « Rejetée », « Refusée » or « En litige » is told to every préparateur. */
export const einvoicingStatusAlertMail = (input: EinvoicingStatusAlertInput): Mail => {
  const org = input.organisationName;
  const subject = `${org} : ${input.document} est « ${input.statusLabel} »`;
  const lines = [
    `La plateforme agréée indique que ${input.document} (${input.establishmentName}) est « ${input.statusLabel} ».`,
    input.reason ? `Motif : ${input.reason}` : 'Aucun motif n’a été donné.',
    `Consultez son historique et faites le nécessaire (avoir, facture rectificative, contact avec le client) : ${input.link}`,
  ];
  const greeting = input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,';
  const body = renderMail([
    paragraph(greeting),
    lines.map((line) => paragraph(line)),
    paragraph(`L’équipe ${org}`),
  ]);
  return { to: input.to, subject, ...body };
};
