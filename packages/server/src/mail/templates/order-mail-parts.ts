import { patientInitials } from '@conque/domain/orders/patient-initials';
import { type MailBlock, mailFooter } from '../mail-blocks';

// What the mails about an order share: the greeting, the patient's label, and the footer of a mail its
// recipient may switch off (its one-click link and the profile page).

/** People's text folded onto one line (a subject, a sentence). */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The order's creator, greeted by first name when they gave one. */
export const greetingOf = (firstName: string | null) =>
  firstName?.trim() ? `Bonjour ${oneLine(firstName)},` : 'Bonjour,';

/** The order's patient as the order holds them; a mail shows their initials only (decision 87). */
export type MailPatient = { firstName: string; lastName: string };

/** « L. R. », or the reference of an erased patient: letters, dots, hyphens and spaces only. */
export const patientLabel = (patient: MailPatient) =>
  patientInitials(patient.firstName, patient.lastName) || 'non renseigné';

// The two places where a mail about an order names its patient, and nowhere else: the end of the
// subject and « (patient : …) » in the body. Erasure rewrites exactly these (redact-order-mail.ts).
export const subjectPatient = (label: string) => `(${label})`;
export const bodyPatient = (label: string) => `(patient : ${label})`;

export type UnsubscribeFooter = {
  /** The kind's label on the profile page: « Commande expédiée ». */
  kindLabel: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  organisationName: string;
};

const why = (footer: UnsubscribeFooter) =>
  `Vous recevez cet e-mail car les notifications «\u00a0${footer.kindLabel}\u00a0» sont activées sur votre compte ${footer.organisationName}.`;

/** The footer of a mail its recipient may switch off: its one-click link and the profile page. */
export const unsubscribeFooter = (footer: UnsubscribeFooter): MailBlock =>
  mailFooter(
    [why(footer)],
    [
      {
        href: footer.unsubscribeUrl,
        label: 'Ne plus recevoir ces e-mails',
        labelInText: 'Ne plus recevoir ces e-mails (sans connexion)',
      },
      {
        href: footer.preferencesUrl,
        label: 'Choisir mes notifications',
        labelInText: 'Choisir toutes vos notifications',
      },
    ],
  );
