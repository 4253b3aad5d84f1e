import type { Mail } from './enqueue-mail';
import { escapeHtml } from './escape-html';
import {
  buttonHtml,
  HTML_OPEN,
  type UnsubscribeFooter,
  unsubscribeFooterHtml,
  unsubscribeFooterText,
} from './templates/order-mail-parts';

// Test-only: mails about an order as the templates wrote them before issue 21 item 4 (the patient's
// full name, the comment quoted, no order id), such as an outbox may still hold after the upgrade.

type LegacyInput = {
  to: string;
  orderNumber: string;
  patientName: string;
  link: string;
  organisationName: string;
  footer: UnsubscribeFooter;
};

export const legacyValidatedMail = (input: LegacyInput): Mail => {
  const org = input.organisationName;
  const intro = `Votre commande n° ${input.orderNumber} (patient : ${input.patientName}) est validée : ${org} l’a bien reçue et va la préparer.`;
  const pdf = 'Son bon de commande (PDF) est disponible sur la page de la commande, avec son suivi :';
  const text = [
    'Bonjour,',
    '',
    intro,
    '',
    pdf,
    input.link,
    '',
    `L’équipe ${org}`,
    ...unsubscribeFooterText(input.footer),
  ].join('\n');
  const html = `${HTML_OPEN}
<p>Bonjour,</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(pdf)}</p>
${buttonHtml(input.link, 'Voir la commande et son bon de commande')}
<p>Ou copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>L’équipe ${escapeHtml(org)}</p>
${unsubscribeFooterHtml(input.footer)}
</body></html>`;
  return {
    to: input.to,
    subject: `Commande ${input.orderNumber} validée (${input.patientName})`,
    text,
    html,
  };
};

export const legacyCommentMail = (input: LegacyInput & { commentContent: string }): Mail => {
  const org = input.organisationName;
  const intro = `Marie Durand (préparateur ${org}) a ajouté un commentaire sur la commande n° ${input.orderNumber} (patient : ${input.patientName}).`;
  const text = [
    'Bonjour,',
    '',
    intro,
    '',
    'Commentaire :',
    input.commentContent,
    '',
    'Pour lire la conversation et y répondre, ouvrez la commande :',
    input.link,
    '',
    `L’équipe ${org}`,
    ...unsubscribeFooterText(input.footer),
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>Bonjour,</p>
<p>${escapeHtml(intro)}</p>
<p style="margin-bottom:4px"><strong>Commentaire :</strong></p>
<div style="white-space:pre-wrap;border-left:3px solid #0f766e;padding:4px 12px">${escapeHtml(input.commentContent)}</div>
<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px">Voir la commande et répondre</a></p>
<p>Ou copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>L’équipe ${escapeHtml(org)}</p>
${unsubscribeFooterHtml(input.footer)}
</body></html>`;
  return {
    to: input.to,
    subject: `Nouveau commentaire sur la commande ${input.orderNumber} (${input.patientName})`,
    text,
    html,
  };
};
