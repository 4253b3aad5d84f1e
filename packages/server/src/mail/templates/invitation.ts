import type { Mail } from '../enqueue-mail';
import { button, code, linkFallback, paragraph } from '../mail-blocks';
import { renderMail } from '../render-mail';

type InvitationMailInput = {
  to: string;
  firstName: string;
  code: string;
  link: string;
  /** The establishment joined, or null for the lab's own team (a preparator's invitation). */
  establishmentName: string | null;
  inviterName: string;
  organisationName: string;
  expiresOn: string;
};

/** Spec 001 §7 send-invitation-email (docs/design.md §5.14): the code and the /register link. */
export const invitationMail = (input: InvitationMailInput): Mail => {
  const org = input.organisationName;
  const joined = input.establishmentName ?? `l’équipe de production ${org}`;
  const subject = `${input.inviterName} vous invite à rejoindre ${joined} sur ${org}`;
  const body = renderMail([
    paragraph(`Bonjour ${input.firstName},`),
    [
      paragraph(`${input.inviterName} vous invite à rejoindre ${joined} sur ${org}.`),
      button(input.link, 'Créer mon compte', { lead: 'Pour créer votre compte, ouvrez ce lien :' }),
    ],
    [
      paragraph(
        ['Votre code d’invitation : ', code(input.code)],
        `Il est valable jusqu’au ${input.expiresOn} et ne peut servir qu’une fois.`,
      ),
      // Under the code in the HTML, where the text has already shown the address.
      linkFallback(input.link),
    ],
    paragraph(`L’équipe ${org}`),
  ]);
  return { to: input.to, subject, ...body };
};
