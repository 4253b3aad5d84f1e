import type { Mail } from '../enqueue-mail';
import { escapeHtml } from '../escape-html';

/** Account confirmation (DESIGN §5.14), sent at sign-up and on a re-sent request. */
export const confirmSignupMail = (input: { to: string; link: string; organisationName: string }): Mail => {
  const org = input.organisationName;
  const subject = `Confirmez votre inscription sur ${org}`;
  const text = [
    'Bonjour,',
    '',
    `Merci de vous être inscrit sur ${org}. Pour activer votre compte, ouvrez ce lien :`,
    input.link,
    '',
    'Ce lien est valable 24 heures et ne peut servir qu’une fois.',
    'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.',
    '',
    `L’équipe ${org}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>Bonjour,</p>
<p>Merci de vous être inscrit sur ${escapeHtml(org)}. Pour activer votre compte, cliquez sur le bouton ci-dessous.</p>
<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px">Confirmer mon adresse e-mail</a></p>
<p>Ou copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>Ce lien est valable 24 heures et ne peut servir qu’une fois.<br>Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.</p>
<p>L’équipe ${escapeHtml(org)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
};
