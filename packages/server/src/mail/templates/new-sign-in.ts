import type { Mail } from '../enqueue-mail';
import { button, list, paragraph } from '../mail-blocks';
import { renderMail } from '../render-mail';

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

/** The account signed in from a browser it never used; the person checks it was them. */
export const newSignInMail = (input: NewSignInMailInput): Mail => {
  const org = input.organisationName;
  const subject = `Nouvelle connexion à votre compte ${org}`;
  const greeting = input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,';
  const intro = `Une connexion à votre compte ${org} vient d’avoir lieu depuis un appareil que vous n’aviez encore jamais utilisé :`;
  const details = [`Date : ${input.at}`, `Adresse : ${input.ip}`, `Appareil : ${input.device}`];
  const itWasYou = 'Si c’est vous, vous n’avez rien à faire.';
  const notYou =
    'Si ce n’est pas vous, changez sans attendre votre mot de passe depuis votre profil, puis fermez les sessions que vous ne reconnaissez pas :';
  const body = renderMail([
    paragraph(greeting),
    [paragraph(intro), list(details)],
    [paragraph(itWasYou), paragraph(notYou), button(input.sessionsLink, 'Voir mes appareils connectés')],
    paragraph(`L’équipe ${org}`),
  ]);
  return { to: input.to, subject, ...body };
};
