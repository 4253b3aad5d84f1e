import { escapeHtml } from './escape-html';
import { bodyPatient, subjectPatient } from './templates/order-mail-parts';

type MailContent = { subject: string; text: string; html: string };

// Where a mail about an order names its patient (order-mail-parts.ts), as the templates write it and
// as they wrote it before decision 87 (the full name in the same places): the subject's closing
// parentheses, and « (patient : …) » in the body, just before the sentence goes on.
const SUBJECT_PATIENT = / \(.*\)$/;
const BODY_PATIENT = /\(patient : [^\n]*?\)(?= est | a été |\.(?:\n|<\/p>|$))/g;

// Before decision 87 the comment mail quoted the comment, which may hold health data: the block goes.
const LEGACY_COMMENT_TEXT = /\nCommentaire :\n[\s\S]*\n\n(?=Pour lire la conversation et y répondre)/;
const LEGACY_COMMENT_HTML =
  /<p style="margin-bottom:4px"><strong>Commentaire :<\/strong><\/p>\n?<div style="white-space:pre-wrap;[^"]*">[^<]*<\/div>\n?/;

/**
 * An unsent mail about an order whose patient was erased: the patient becomes the
 * order's reference (« Patient effacé 3FA9C1 ») and a quoted comment goes; the rest, links and
 * unsubscribe footer included, stays as written, so the mail can still leave.
 */
export const redactOrderMail = (mail: MailContent, reference: string): MailContent => {
  // Functions, not strings, as replacements: a `$` in them would otherwise be a pattern.
  const inBody = bodyPatient(reference);
  return {
    subject: mail.subject.replace(SUBJECT_PATIENT, () => ` ${subjectPatient(reference)}`),
    text: mail.text.replace(BODY_PATIENT, () => inBody).replace(LEGACY_COMMENT_TEXT, '\n'),
    html: mail.html.replace(BODY_PATIENT, () => escapeHtml(inBody)).replace(LEGACY_COMMENT_HTML, ''),
  };
};
