import { ERASED_PATIENT_PREFIX } from './patient-data';

// Decision 87 (docs/decisions/): e-mail is no channel for health data, so a mail identifies
// the order by its number and the patient by initials only: « Léa Rousseau » is « L. R. », a
// compound name keeps its hyphen (« Jean-Pierre Le Goff » is « J.-P. L. G. »), accents stay.

/** The first letter (with its accent, however typed) of each part, upper-cased, each with a dot. */
const initialsOf = (name: string): string =>
  name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) =>
      word
        .split('-')
        .map((part) => /\p{L}\p{M}*/u.exec(part)?.[0].toLocaleUpperCase('fr-FR'))
        .filter((letter): letter is string => letter !== undefined)
        .map((letter) => `${letter}.`)
        .join('-'),
    )
    .filter(Boolean)
    .join(' ');

/** An anonymized order's patient (« Patient effacé 3FA9C1 », decision 63). */
export const isErasedPatient = (firstName: string, lastName: string) =>
  firstName.trim() === '' && lastName.trim().startsWith(`${ERASED_PATIENT_PREFIX} `);

/**
 * The patient as a mail names them: « L. R. », or « R. » without a first name, '' without any name.
 * An erased patient keeps their reference whole: its initials would read as somebody's.
 */
export const patientInitials = (firstName: string, lastName: string): string =>
  isErasedPatient(firstName, lastName)
    ? lastName.trim()
    : [initialsOf(firstName), initialsOf(lastName)].filter(Boolean).join(' ');
