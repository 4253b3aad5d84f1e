// Spec 001 §8, the comment toasts word for word; the rest is ours (spec §2 "comment thread").
export const COMMENT_MESSAGES = {
  title: 'Commentaires',
  added: 'Commentaire ajouté',
  errorTitle: 'Erreur',
  addFailed: "Impossible d'ajouter le commentaire",
  loadFailed: 'Impossible de charger les données',
  empty: 'Aucun commentaire pour le moment.',
  newComment: 'Nouveau commentaire',
  submit: 'Ajouter le commentaire',
  placeholder: 'Écrivez votre message…',
  readOnly: 'Vous pouvez lire les commentaires de cette commande, mais pas en ajouter.',
} as const;
