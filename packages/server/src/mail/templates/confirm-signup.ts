import type { Mail } from '../enqueue-mail';
import { button, linkFallback, paragraph, perPart } from '../mail-blocks';
import { renderMail } from '../render-mail';

/** Account confirmation (docs/design.md §5.14), sent at sign-up and on a re-sent request. */
export const confirmSignupMail = (input: { to: string; link: string; organisationName: string }): Mail => {
  const org = input.organisationName;
  const subject = `Confirmez votre inscription sur ${org}`;
  const body = renderMail([
    paragraph('Bonjour,'),
    [
      paragraph(
        perPart({
          text: `Merci de vous être inscrit sur ${org}. Pour activer votre compte, ouvrez ce lien :`,
          html: `Merci de vous être inscrit sur ${org}. Pour activer votre compte, cliquez sur le bouton ci-dessous.`,
        }),
      ),
      button(input.link, 'Confirmer mon adresse e-mail'),
      linkFallback(input.link),
    ],
    paragraph(
      'Ce lien est valable 24 heures et ne peut servir qu’une fois.',
      'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.',
    ),
    paragraph(`L’équipe ${org}`),
  ]);
  return { to: input.to, subject, ...body };
};
