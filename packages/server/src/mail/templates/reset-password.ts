import type { Mail } from '../enqueue-mail';
import { escapeHtml } from '../escape-html';

/** Password reset (DESIGN §5.14), sent by /auth/v1/recover to an existing account only. */
export const resetPasswordMail = (input: { to: string; link: string; organisationName: string }): Mail => {
  const org = input.organisationName;
  const subject = `Réinitialisation de votre mot de passe ${org}`;
  const text = [
    'Bonjour,',
    '',
    `Vous avez demandé à réinitialiser le mot de passe de votre compte ${org}. Pour en choisir un nouveau, ouvrez ce lien :`,
    input.link,
    '',
    'Ce lien est valable 24 heures et ne peut servir qu’une fois.',
    'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
    '',
    `L’équipe ${org}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>Bonjour,</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte ${escapeHtml(org)}. Pour en choisir un nouveau, cliquez sur le bouton ci-dessous.</p>
<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px">Choisir un nouveau mot de passe</a></p>
<p>Ou copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>Ce lien est valable 24 heures et ne peut servir qu’une fois.<br>Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.</p>
<p>L’équipe ${escapeHtml(org)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
};
