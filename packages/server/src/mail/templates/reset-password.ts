import type { Mail } from '../enqueue-mail';
import { button, linkFallback, paragraph, perPart } from '../mail-blocks';
import { renderMail } from '../render-mail';

/** Password reset (docs/design.md §5.14), sent by /auth/v1/recover to an existing account only. */
export const resetPasswordMail = (input: { to: string; link: string; organisationName: string }): Mail => {
  const org = input.organisationName;
  const subject = `Réinitialisation de votre mot de passe ${org}`;
  const asked = `Vous avez demandé à réinitialiser le mot de passe de votre compte ${org}.`;
  const body = renderMail([
    paragraph('Bonjour,'),
    [
      paragraph(
        perPart({
          text: `${asked} Pour en choisir un nouveau, ouvrez ce lien :`,
          html: `${asked} Pour en choisir un nouveau, cliquez sur le bouton ci-dessous.`,
        }),
      ),
      button(input.link, 'Choisir un nouveau mot de passe'),
      linkFallback(input.link),
    ],
    paragraph(
      'Ce lien est valable 24 heures et ne peut servir qu’une fois.',
      'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
    ),
    paragraph(`L’équipe ${org}`),
  ]);
  return { to: input.to, subject, ...body };
};
