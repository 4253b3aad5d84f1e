import type { Mail } from '../enqueue-mail';
import { escapeHtml } from '../escape-html';
import { type UnsubscribeFooter, unsubscribeFooterHtml, unsubscribeFooterText } from './order-mail-parts';

export type CommentNotificationMailInput = {
  to: string;
  /** The order's creator, greeted by first name when they gave one. */
  firstName: string | null;
  orderNumber: string;
  patientName: string;
  commentContent: string;
  preparatorName: string;
  /** PUBLIC_URL/dashboard/orders/{id}#commentaires: the thread itself (spec 001 §2). */
  link: string;
  organisationName: string;
  /** Comment mails may be switched off like the status mails (issue 11 item 4). */
  footer: UnsubscribeFooter;
};

// Names and the comment are people's text: folded onto one line in the subject, escaped in the HTML.
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Spec 001 §6 and §7 send-comment-notification: a preparator's comment, mailed to the order's creator. */
export const commentNotificationMail = (input: CommentNotificationMailInput): Mail => {
  const org = input.organisationName;
  const greeting = input.firstName ? `Bonjour ${oneLine(input.firstName)},` : 'Bonjour,';
  const preparator = oneLine(input.preparatorName);
  const patient = oneLine(input.patientName);
  const intro = `${preparator} (préparateur ${org}) a ajouté un commentaire sur la commande n° ${input.orderNumber} (patient : ${patient}).`;
  const text = [
    greeting,
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
<p>${escapeHtml(greeting)}</p>
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
    subject: `Nouveau commentaire sur la commande ${input.orderNumber} (${patient})`,
    text,
    html,
  };
};
