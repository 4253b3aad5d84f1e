import type { ContactInput } from '@conque/domain/accounts/schemas';
import type { Mail } from '../enqueue-mail';
import { escapeHtml } from '../escape-html';

/**
 * The contact form's message, to the organisation's inbox (DESIGN §5.14). Reply-To is the sender, so
 * that answering the mail answers them. Every field is the visitor's text: escaped in the HTML, and
 * folded onto one line in the subject.
 */
export const contactMessageMail = (input: ContactInput, inbox: string, productName: string): Mail => {
  const name = input.name.replace(/\s+/g, ' ');
  const phone = input.phone || 'non renseigné';
  const text = [
    `Nouveau message reçu depuis le formulaire de contact de ${productName}.`,
    '',
    `Nom : ${name}`,
    `Email : ${input.email}`,
    `Téléphone : ${phone}`,
    '',
    'Message :',
    input.message,
    '',
    `Répondez à ce courriel pour écrire directement à ${name}.`,
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html>
<html lang="fr"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>Nouveau message reçu depuis le formulaire de contact de ${escapeHtml(productName)}.</p>
<table style="border-collapse:collapse">${row('Nom', name)}${row('Email', input.email)}${row('Téléphone', phone)}</table>
<p style="margin-bottom:4px"><strong>Message :</strong></p>
<div style="white-space:pre-wrap;border-left:3px solid #0f766e;padding:4px 12px">${escapeHtml(input.message)}</div>
<p style="color:#555">Répondez à ce courriel pour écrire directement à ${escapeHtml(name)}.</p>
</body></html>`;
  return {
    to: inbox,
    replyTo: input.email,
    subject: `Nouveau message de contact : ${name}`,
    text,
    html,
  };
};
