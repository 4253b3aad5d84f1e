import { escapeHtml } from '../../mail/escape-html';
import type { UnsubscribeOutcome } from './unsubscribe';

// The pages of the unsubscribe link: static HTML without script (the app's CSP forbids inline
// scripts), readable on a phone, in the look of the mails.

const STYLE = `
body{margin:0;background:#f4f6f8;color:#1f2933;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Arial,sans-serif}
main{max-width:560px;margin:48px auto;padding:0 16px}
article{background:#fff;border:1px solid #d9e2ec;border-radius:8px;padding:24px}
h1{font-size:22px;margin:0 0 12px}
p{margin:0 0 12px}
button{font:inherit;border:0;border-radius:6px;padding:10px 18px;background:#0f766e;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:2px solid #0f766e;outline-offset:2px}
a{color:#0f766e}
.org{color:#52606d;font-size:14px;margin:0 0 8px}
`;

type Page = { status: 200 | 400 | 404; html: string };

const page = (org: string, title: string, body: string): string => `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} · ${escapeHtml(org)}</title><style>${STYLE}</style></head>
<body><main><p class="org">${escapeHtml(org)}</p><article>
<h1>${escapeHtml(title)}</h1>
${body}
</article></main></body>
</html>`;

export type UnsubscribePageInput = {
  outcome: UnsubscribeOutcome;
  organisationName: string;
  /** The link itself, relative (path and query), that the confirmation button posts to. */
  action: string;
  preferencesUrl: string;
};

export const UNSUBSCRIBE_TEXTS = {
  confirmTitle: 'Se désabonner',
  doneTitle: 'Désabonnement confirmé',
  invalidTitle: 'Lien de désabonnement invalide',
  invalid:
    "Ce lien est incomplet ou a été modifié. Ouvrez-le à nouveau depuis l'e-mail reçu, ou choisissez vos notifications depuis votre profil.",
  unknownTitle: 'Compte introuvable',
  unknown: 'Aucun compte ne correspond à ce lien : plus aucun e-mail ne lui est envoyé.',
  confirmButton: 'Me désabonner',
} as const;

/** The page for a link's outcome: the confirmation (GET), the result (POST), or why it was refused. */
export const unsubscribePage = ({
  outcome,
  organisationName: org,
  action,
  preferencesUrl,
}: UnsubscribePageInput): Page => {
  const profileLink = `<p><a href="${escapeHtml(preferencesUrl)}">Gérer toutes mes notifications</a> (connexion requise)</p>`;
  if (outcome.state === 'invalid')
    return {
      status: 400,
      html: page(
        org,
        UNSUBSCRIBE_TEXTS.invalidTitle,
        `<p>${escapeHtml(UNSUBSCRIBE_TEXTS.invalid)}</p>${profileLink}`,
      ),
    };
  if (outcome.state === 'unknown_account')
    return {
      status: 404,
      html: page(org, UNSUBSCRIBE_TEXTS.unknownTitle, `<p>${escapeHtml(UNSUBSCRIBE_TEXTS.unknown)}</p>`),
    };
  // French guillemets hold their word with non-breaking spaces.
  const kind = `«&nbsp;${escapeHtml(outcome.kindLabel)}&nbsp;»`;
  if (outcome.state === 'unsubscribed')
    return {
      status: 200,
      html: page(
        org,
        UNSUBSCRIBE_TEXTS.doneTitle,
        `<p>Vous ne recevez plus les e-mails ${kind}. Vos autres notifications ne changent pas.</p>
<p>Vous pouvez les réactiver à tout moment depuis votre profil, rubrique «&nbsp;Notifications par e-mail&nbsp;».</p>${profileLink}`,
      ),
    };
  return {
    status: 200,
    html: page(
      org,
      UNSUBSCRIBE_TEXTS.confirmTitle,
      `<p>Confirmez pour ne plus recevoir les e-mails ${kind} de ${escapeHtml(org)}. Vos autres notifications ne changent pas.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><p><button type="submit">${UNSUBSCRIBE_TEXTS.confirmButton}</button></p></form>${profileLink}`,
    ),
  };
};
