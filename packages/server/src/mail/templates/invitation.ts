import type { Mail } from '../enqueue-mail';
import { escapeHtml } from '../escape-html';

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

/** Spec 001 §7 send-invitation-email (DESIGN §5.14): the code and the /register link. */
export const invitationMail = (input: InvitationMailInput): Mail => {
  const org = input.organisationName;
  const joined = input.establishmentName ?? `l’équipe de production ${org}`;
  const subject = `${input.inviterName} vous invite à rejoindre ${joined} sur ${org}`;
  const text = [
    `Bonjour ${input.firstName},`,
    '',
    `${input.inviterName} vous invite à rejoindre ${joined} sur ${org}.`,
    'Pour créer votre compte, ouvrez ce lien :',
    input.link,
    '',
    `Votre code d’invitation : ${input.code}`,
    `Il est valable jusqu’au ${input.expiresOn} et ne peut servir qu’une fois.`,
    '',
    `L’équipe ${org}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>Bonjour ${escapeHtml(input.firstName)},</p>
<p>${escapeHtml(input.inviterName)} vous invite à rejoindre ${escapeHtml(joined)} sur ${escapeHtml(org)}.</p>
<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px">Créer mon compte</a></p>
<p>Votre code d’invitation : <strong style="font-family: monospace; font-size: 16px">${escapeHtml(input.code)}</strong><br>Il est valable jusqu’au ${escapeHtml(input.expiresOn)} et ne peut servir qu’une fois.</p>
<p>Ou copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>L’équipe ${escapeHtml(org)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
};
