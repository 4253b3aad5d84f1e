import type { ContactInput } from '@conque/domain/accounts/schemas';
import type { Mail } from '../enqueue-mail';
import { fields, mutedParagraph, paragraph, quote } from '../mail-blocks';
import { renderMail } from '../render-mail';

/**
 * The contact form's message, to the organisation's inbox (docs/design.md §5.14). Reply-To is the sender, so
 * that answering the mail answers them. Every field is the visitor's text: escaped in the HTML (by
 * render-mail.ts), and folded onto one line in the subject.
 */
export const contactMessageMail = (input: ContactInput, inbox: string, productName: string): Mail => {
  const name = input.name.replace(/\s+/g, ' ');
  const phone = input.phone || 'non renseigné';
  const body = renderMail(
    [
      paragraph(`Nouveau message reçu depuis le formulaire de contact de ${productName}.`),
      fields([
        ['Nom', name],
        ['Email', input.email],
        ['Téléphone', phone],
      ]),
      quote('Message :', input.message),
      mutedParagraph(`Répondez à ce courriel pour écrire directement à ${name}.`),
    ],
    'inbox',
  );
  return {
    to: inbox,
    replyTo: input.email,
    subject: `Nouveau message de contact : ${name}`,
    ...body,
  };
};
