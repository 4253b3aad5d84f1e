import type { Mail } from '../enqueue-mail';
import { escapeHtml } from '../escape-html';

type WebhookEndpointDisabledInput = {
  to: string;
  firstName: string | null;
  url: string;
  /** The Webhooks page, where it is switched back on. */
  pageUrl: string;
  organisationName: string;
};

/** Issue 24 item 4: an endpoint that failed for 3 days was disabled; its creator is told. */
export const webhookEndpointDisabledMail = (input: WebhookEndpointDisabledInput): Mail => {
  const org = input.organisationName;
  const subject = `${org} : votre point d’accès webhook a été désactivé`;
  const lines = [
    `Les envois vers ${input.url} échouent depuis 3 jours : ce point d’accès webhook a été désactivé et ne reçoit plus d’événements.`,
    `Vérifiez l’adresse et le serveur qui y répond, consultez le journal des envois, puis réactivez-le sur la page Webhooks : ${input.pageUrl}`,
  ];
  const greeting = input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,';
  const text = [greeting, '', ...lines, '', `L’équipe ${org}`].join('\n');
  const html = `<!doctype html>
<html lang="fr"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>L’équipe ${escapeHtml(org)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
};
