// The French sentences of « Tester la connexion » (decision 140): what worked, or what failed with
// the platform's own text quoted as received and what to do about it.

export type PaService = 'flow' | 'directory';

export const PA_SERVICE_NAMES: Record<PaService, string> = {
  flow: 'Service des flux',
  directory: 'Annuaire',
};

/** What went wrong on one call, as the server saw it. */
export type PaFailure =
  /** No answer: refused, unknown host, timeout. */
  | { kind: 'unreachable'; url: string; cause: string }
  /** The healthcheck answered something else than 200. */
  | { kind: 'unhealthy'; status: number; text: string }
  /** An authenticated call was refused (401, 403). */
  | { kind: 'refused'; status: number; text: string }
  /** Any other unexpected answer. */
  | { kind: 'unexpected'; status: number; text: string }
  /** The OAuth 2 token endpoint did not give a token. */
  | { kind: 'oauth'; status: number | null; text: string };

const PA_TEXT_MAX = 300;

/** The platform's own words, as received, shortened; « sans message » when it gave none. */
export const quotePaText = (text: string): string => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed) return 'sans message';
  const short = trimmed.length > PA_TEXT_MAX ? `${trimmed.slice(0, PA_TEXT_MAX)}…` : trimmed;
  return `« ${short} »`;
};

export const paCheckOk = (service: PaService): string =>
  `${PA_SERVICE_NAMES[service]} : joignable, identifiants acceptés.`;

export const paCheckFailure = (service: PaService, failure: PaFailure): string => {
  const name = PA_SERVICE_NAMES[service];
  switch (failure.kind) {
    case 'unreachable':
      return `${name} : aucune réponse de ${failure.url} (${failure.cause}). Vérifiez l'adresse et que la plateforme est joignable depuis le serveur.`;
    case 'unhealthy':
      return `${name} : le contrôle de santé répond ${failure.status} (${quotePaText(failure.text)}). Réessayez plus tard ; si cela dure, contactez votre plateforme.`;
    case 'refused':
      return `${name} : la plateforme refuse les identifiants (${failure.status}, ${quotePaText(failure.text)}). Vérifiez le jeton ou les identifiants OAuth 2 qu'elle vous a donnés.`;
    case 'unexpected':
      return `${name} : réponse inattendue ${failure.status} (${quotePaText(failure.text)}). Vérifiez l'adresse du service ; si elle est juste, contactez votre plateforme.`;
    case 'oauth':
      return `${name} : aucun jeton OAuth 2 obtenu (${failure.status === null ? 'pas de réponse' : failure.status}, ${quotePaText(failure.text)}). Vérifiez l'adresse du serveur de jetons, l'identifiant et le secret client.`;
  }
};

export const CONNECTION_SUCCESS =
  "Connexion réussie : le service des flux et l'annuaire répondent et acceptent vos identifiants.";
export const CONNECTION_FAILURE =
  'Connexion échouée : corrigez ce qui est indiqué ci-dessous, enregistrez, puis testez de nouveau.';
