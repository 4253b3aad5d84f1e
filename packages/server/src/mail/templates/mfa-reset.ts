import type { Mail } from '../enqueue-mail';
import { escapeHtml } from '../escape-html';

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

/** Issue 23 item 1: a person's second factor was reset; they are told, in case it was not their wish. */
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
  const text = [greeting, '', ...lines, '', `L’équipe ${org}`].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>L’équipe ${escapeHtml(org)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
};
