import { formatParis } from '@conque/domain/shared/paris-time';
import { escapeHtml } from '../../mail/escape-html';
import type { DevMail } from './list-dev-mail';

// The URLs of a mail's text become links. A URL's trailing punctuation belongs to the sentence.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;

/** Escapes the text and turns its http(s) URLs into links; nothing else of the text becomes markup. */
export const linkify = (text: string): string => {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start)) + link(url);
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
};

/** The http(s) targets of the HTML body's links, so a link missing from the text part is still offered. */
export const htmlLinks = (html: string): string[] => {
  const found = [...html.matchAll(/href\s*=\s*"([^"]*)"/gi)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'"),
  );
  return [...new Set(found.filter((url) => /^https?:\/\//i.test(url)))];
};

const STYLE = `
body{margin:0;background:#f4f6f8;color:#1f2933;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Arial,sans-serif}
main{max-width:860px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}
.intro{color:#52606d;margin:0 0 20px}
article{background:#fff;border:1px solid #d9e2ec;border-radius:8px;padding:16px 20px;margin:0 0 16px}
h2{font-size:17px;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px;color:#52606d;font-size:14px}
dd{margin:0;color:#1f2933;word-break:break-all}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;background:#f8fafc;border-radius:6px;padding:12px;margin:0}
a{color:#0f766e}
.links{margin:12px 0 0;font-size:14px}
.empty{color:#52606d}
`;

const renderMail = (mail: DevMail): string => {
  const textLinks = new Set(
    [...mail.text.matchAll(URL_PATTERN)].map((m) => m[0].replace(TRAILING_PUNCTUATION, '')),
  );
  const extraLinks = htmlLinks(mail.html).filter((url) => !textLinks.has(url));
  const replyTo = mail.replyTo ? `<dt>Répondre à</dt><dd>${escapeHtml(mail.replyTo)}</dd>` : '';
  const extra =
    extraLinks.length === 0
      ? ''
      : `<p class="links">Liens du message HTML : ${extraLinks.map(link).join(' · ')}</p>`;
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>À</dt><dd>${escapeHtml(mail.to)}</dd>${replyTo}<dt>Écrit le</dt><dd>${escapeHtml(formatParis(mail.createdAt, "d MMMM yyyy 'à' HH:mm:ss"))}</dd></dl>
<pre>${linkify(mail.text)}</pre>${extra}
</article>`;
};

/**
 * The dev mailbox page: static HTML, no script (the app's CSP forbids inline scripts). The mails'
 * own HTML is never embedded: it is the text part that is shown, escaped, with its links clickable.
 */
export const devMailPage = (mails: DevMail[]): string => `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Boîte de développement · Conque</title><style>${STYLE}</style></head>
<body><main>
<h1>Boîte de développement</h1>
<p class="intro">SMTP n'est pas configuré : les courriels restent dans la base et s'affichent ici, du plus récent au plus ancien. <a href="/dev/mail">Actualiser</a></p>
${mails.length === 0 ? '<p class="empty">Aucun courriel pour le moment.</p>' : mails.map(renderMail).join('\n')}
</main></body>
</html>`;
