// Spec 001 §5, §8: the collaborators page's French texts, kept once for the server and the web app.
export const COLLABORATOR_MESSAGES = {
  accountExists: 'Un compte existe déjà avec cette adresse email',
  invitationPending: 'Une invitation est déjà en cours pour cet email',
  emailNotSent: "Invitation créée mais l'email n'a pas pu être envoyé",
  invitationSent: 'Invitation envoyée',
  codeCopied: 'Code copié !',
  copyFailed: 'Impossible de copier le code',
  loadFailed: 'Impossible de charger les données',
  roleRequired: 'Veuillez choisir un rôle',
  roleNotAllowed: 'Vous ne pouvez pas inviter un collaborateur avec ce rôle.',
  invitationNotFound: 'Invitation introuvable.',
  usersLoadFailed: 'Impossible de charger la liste des utilisateurs',
} as const;
