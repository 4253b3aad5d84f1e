import type { Mail } from '../enqueue-mail';
import { paragraph } from '../mail-blocks';
import { renderMail } from '../render-mail';

type WebhookEndpointDisabledInput = {
  to: string;
  firstName: string | null;
  url: string;
  /** The Webhooks page, where it is switched back on. */
  pageUrl: string;
  organisationName: string;
};

/** An endpoint that failed for 3 days was disabled; its creator is told. */
export const webhookEndpointDisabledMail = (input: WebhookEndpointDisabledInput): Mail => {
  const org = input.organisationName;
  const subject = `${org} : votre point d’accès webhook a été désactivé`;
  const lines = [
    `Les envois vers ${input.url} échouent depuis 3 jours : ce point d’accès webhook a été désactivé et ne reçoit plus d’événements.`,
    `Vérifiez l’adresse et le serveur qui y répond, consultez le journal des envois, puis réactivez-le sur la page Webhooks : ${input.pageUrl}`,
  ];
  const greeting = input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,';
  // The text keeps these sentences together, the HTML gives each its paragraph.
  const body = renderMail([
    paragraph(greeting),
    lines.map((line) => paragraph(line)),
    paragraph(`L’équipe ${org}`),
  ]);
  return { to: input.to, subject, ...body };
};
