// French texts of spec 000 §5 and §8, kept once and shared by the web app and the server.
export const MESSAGES = {
  required: 'Ce champ est obligatoire',
  invalidEmail: 'Adresse email invalide',
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  siretFormat: 'Le numéro SIRET doit contenir 14 chiffres',
  siretInvalid: 'Le numéro SIRET est invalide',
  postalCodeFormat: 'Le code postal doit contenir 5 chiffres',
  invalidSession: 'Session non valide. Veuillez utiliser un nouveau lien de réinitialisation.',

  loginInvalidCredentials: 'Email ou mot de passe incorrect',
  loginEmailNotConfirmed: 'Veuillez confirmer votre email avant de vous connecter',
  loginOther: 'Erreur de connexion',

  signupUserExists: "L'utilisateur est déjà enregistré",
  signupNoUser: "Erreur lors de l'inscription",
  signupProfileFailed: 'Failed to create profile',
  signupInvalidInvitation: "Code d'invitation invalide ou expiré",
  signupOther: "Une erreur est survenue lors de l'inscription",

  contactSuccess: 'Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.',
  contactFailure: "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.",
  unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer.',

  forgotFailure: "Une erreur est survenue lors de l'envoi de l'email",
  resetFailure: 'Une erreur est survenue lors de la réinitialisation',
  profileUpdateFailure: 'Une erreur est survenue lors de la mise à jour du profil',

  siretDuplicate: 'Un établissement avec ce numéro SIRET existe déjà',
  contactManager: "Veuillez contacter votre manager pour plus d'informations",
  establishmentCreateFailed: "Impossible de créer l'établissement",
  establishmentNoResult: "Erreur lors de la création de l'établissement",

  profileUnavailable: 'Profil non disponible',
  profileNotFound: 'Aucun profil ne correspond à ce compte.',
  userNotSignedIn: 'Utilisateur non connecté',

  notSignedIn: 'Vous devez être connecté.',
  forbidden: "Vous n'avez pas les droits nécessaires pour cette action.",
  notFound: 'Élément introuvable.',
  invalidId: 'Identifiant invalide',
  rateLimited: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  jsonContentTypeRequired:
    'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
  internal: 'Une erreur interne est survenue. Veuillez réessayer.',
  storageUnavailable:
    'Le stockage des fichiers est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  databaseUnavailable:
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',

  // Spec 000 §2: status texts of the public auth pages.
  loginAccountConfirmed: 'Votre compte a été confirmé avec succès !',
  loginPasswordUpdated: 'Votre mot de passe a été mis à jour avec succès',
  // Not in the spec: said under it, a new password having ended the other sessions.
  otherDevicesSignedOut: 'Vos autres appareils ont été déconnectés.',
  // Not in the spec: a session the server ended (sign-out elsewhere, revoked, deleted account).
  loginSessionEnded: 'Votre session a pris fin. Reconnectez-vous pour continuer.',
  signupSuccess: 'Inscription réussie !',
  forgotSuccess: 'Email envoyé',
  resetLinkChecking: 'Vérification du lien de réinitialisation...',
  resetLinkInvalid: 'Lien de réinitialisation invalide ou expiré. Veuillez demander un nouveau lien.',

  // Not in the spec: the second factor. The API's refusals of an `aal1` session.
  mfaEnrolmentRequired:
    "Double authentification requise : configurez-la sur votre compte avant d'accéder à votre espace.",
  mfaVerificationRequired:
    "Double authentification requise : saisissez le code de votre application d'authentification.",
  mfaInvalidCode: 'Code incorrect ou déjà utilisé. Veuillez réessayer.',
  mfaChallengeExpired: 'Le délai de saisie du code est dépassé. Veuillez recommencer.',
  mfaManagerFirst:
    "Activez d'abord la double authentification sur votre propre compte (Mon profil) pour l'exiger de vos collaborateurs.",

  // Not in the spec: webhooks.
  webhookHttpsRequired: 'Adresse : doit commencer par https://',
  webhookAddressRefused: 'Adresse : les adresses privées, locales ou de métadonnées sont refusées',
  webhookEndpointLimit: 'Vous avez atteint le nombre maximal de 20 points d’accès webhook.',
} as const;
