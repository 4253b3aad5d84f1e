// The second factor's screens (the spec has none; its tone: plain, polite, « vous »).
export const MFA_MESSAGES = {
  title: 'Double authentification',
  enrolFailed: "Impossible de commencer l'activation. Veuillez réessayer.",
  confirmFailed: 'Code incorrect ou déjà utilisé. Veuillez réessayer.',
  statusFailed: 'Impossible de charger l’état de votre double authentification',
  codesFailed: 'Impossible de générer de nouveaux codes de secours. Veuillez réessayer.',
  removeFailed: 'Impossible de désactiver la double authentification. Veuillez réessayer.',
  enabled: 'Double authentification activée',
  disabled: 'Double authentification désactivée',
  codesCopied: 'Codes de secours copiés',
  requiredByRole: 'Obligatoire pour votre rôle.',
  requiredByEstablishment: 'Exigée par votre établissement.',
} as const;
