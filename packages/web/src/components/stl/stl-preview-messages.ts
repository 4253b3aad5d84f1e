// The 3D preview's and the scan check's French texts.
export const STL_PREVIEW_MESSAGES = {
  open: 'Voir en 3D',
  openLabel: (name: string) => `Voir ${name} en 3D`,
  title: (name: string) => `Aperçu 3D – ${name}`,
  description: "Faites tourner l'empreinte avec la souris ou le doigt ; la molette ou deux doigts zooment.",
  canvasLabel: (name: string) => `Aperçu 3D de ${name}`,
  loading: "Chargement de l'empreinte…",
  hint: 'Empreinte affichée.',
  noWebGl:
    'Aperçu 3D indisponible : votre navigateur ne prend pas en charge WebGL. Vous pouvez télécharger le fichier.',
  failed: "Impossible d'afficher l'empreinte. Vous pouvez télécharger le fichier.",
  checkTitle: 'Vérification du scan',
  checkPending: 'Vérification en cours',
  checkFailed:
    "Le scan n'a pas pu être vérifié. Le fichier est bien enregistré : contrôlez-le avec l'aperçu 3D.",
} as const;
