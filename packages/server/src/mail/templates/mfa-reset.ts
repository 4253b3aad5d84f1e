import type { Mail } from '../enqueue-mail';
import { paragraph } from '../mail-blocks';
import { renderMail } from '../render-mail';

type MfaResetMailInput = {
  to: string;
  firstName: string | null;
  /** The préparateur who reset it, or null for the command line (the lab's operator). */
  resetBy: string | null;
  /** When, in Paris time: « 3 décembre 2026 à 14:05 ». */
  at: string;
  organisationName: string;
  helpPhone: string;
};

/** A person's second factor was reset; they are told, in case it was not their wish. */
export const mfaResetMail = (input: MfaResetMailInput): Mail => {
  const org = input.organisationName;
  const who = input.resetBy ?? `l’équipe technique ${org}`;
  const subject = `Votre double authentification ${org} a été réinitialisée`;
  const lines = [
    `La double authentification de votre compte ${org} a été réinitialisée par ${who} le ${input.at}.`,
    'Vos sessions ont été fermées. À votre prochaine connexion, après votre mot de passe, vous configurerez de nouveau votre application d’authentification.',
    `Si vous n’en avez pas fait la demande, prévenez sans attendre l’équipe ${org} au ${input.helpPhone}.`,
  ];
  const greeting = input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,';
  // The text keeps these sentences together, the HTML gives each its paragraph.
  const body = renderMail([
    paragraph(greeting),
    lines.map((line) => paragraph(line)),
    paragraph(`L’équipe ${org}`),
  ]);
  return { to: input.to, subject, ...body };
};
