import { INVOICE_MESSAGES } from '@conque/domain/invoices/invoice-messages';

// The invoices pages' French texts (spec 001 §2, §8).
export const INVOICE_UI = {
  errorTitle: 'Erreur',
  loadFailed: INVOICE_MESSAGES.loadFailed,
  empty: 'Aucune facture trouvée',
  searchLabel: 'Rechercher une facture',
  searchPlaceholderAll: 'N° de facture ou établissement',
  searchPlaceholderOwn: 'N° de facture',
  generate: 'Générer les factures du mois',
  generateTitle: 'Générer les factures du mois',
  generateDescription: (month: string) =>
    `Une facture sera émise pour chaque établissement ayant des commandes expédiées ou prêtes à être récupérées en ${month} et non encore facturées. Les factures déjà émises ne sont pas refaites.`,
  generateConfirm: 'Générer',
  cancel: 'Annuler',
  generated: (created: number, month: string) =>
    created === 0
      ? `Aucune nouvelle facture pour ${month}`
      : `${created} facture${created > 1 ? 's' : ''} générée${created > 1 ? 's' : ''} pour ${month}`,
  generateFailed: 'Impossible de générer les factures',
  markPaid: 'Marquer payée',
  markPending: 'Marquer en attente',
  paymentUpdated: 'Statut de paiement mis à jour',
  paymentFailed: 'Impossible de mettre à jour le statut de paiement',
  pdfPending: 'PDF en préparation',
  facturXml: 'XML Factur-X',
  // Credit notes.
  creditNote: 'Émettre un avoir',
  creditNoteTitle: (number: string) => `Émettre un avoir sur la facture ${number}`,
  creditNoteDescription:
    "L'avoir annule la facture pour les commandes cochées ; elles seront facturées à nouveau au prochain lancement des factures du mois. La facture émise reste inchangée.",
  creditNoteOrders: 'Commandes annulées',
  creditNoteAlreadyCredited: 'déjà annulée par avoir',
  creditNoteReason: 'Motif',
  creditNoteReasonHint: "Imprimé sur l'avoir (par exemple : erreur de tarif, commande retournée).",
  creditNoteConfirm: "Émettre l'avoir",
  creditNoteIssued: (number: string) => `Avoir ${number} émis`,
  creditNoteFailed: "Impossible d'émettre l'avoir",
  creditNoteOrdersFailed: 'Impossible de charger les commandes de la facture',
  credited: 'Annulée par avoir',
  partlyCredited: 'Avoir partiel',
  creditNotesTitle: 'Avoirs',
  creditNotesEmpty: 'Aucun avoir émis',
} as const;
