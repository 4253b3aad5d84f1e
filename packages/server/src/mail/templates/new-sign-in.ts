import type { Mail } from '../enqueue-mail';
import { escapeHtml } from '../escape-html';

type NewSignInMailInput = {
  to: string;
  firstName: string | null;
  /** When, in Paris time: « 3 décembre 2026 à 14:05 ». */
  at: string;
  ip: string;
  /** « Chrome sur Windows » (user-agent.ts). */
  device: string;
  /** The profile page's « Appareils connectés », where a session can be ended. */
  sessionsLink: string;
  organisationName: string;
};

/** Issue 23 item 3: the account signed in from a browser it never used; the person checks it was them. */
export const newSignInMail = (input: NewSignInMailInput): Mail => {
  const org = input.organisationName;
  const subject = `Nouvelle connexion à votre compte ${org}`;
  const greeting = input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,';
  const intro = `Une connexion à votre compte ${org} vient d’avoir lieu depuis un appareil que vous n’aviez encore jamais utilisé :`;
  const details = [`Date : ${input.at}`, `Adresse : ${input.ip}`, `Appareil : ${input.device}`];
  const itWasYou = 'Si c’est vous, vous n’avez rien à faire.';
  const notYou =
    'Si ce n’est pas vous, changez sans attendre votre mot de passe depuis votre profil, puis fermez les sessions que vous ne reconnaissez pas :';
  const text = [
    greeting,
    '',
    intro,
    ...details.map((line) => `- ${line}`),
    '',
    itWasYou,
    notYou,
    input.sessionsLink,
    '',
    `L’équipe ${org}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(itWasYou)}</p>
<p>${escapeHtml(notYou)}</p>
<p><a href="${escapeHtml(input.sessionsLink)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px">Voir mes appareils connectés</a></p>
<p>L’équipe ${escapeHtml(org)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
};
