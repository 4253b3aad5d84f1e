// French texts of the invoices area (spec 001 §2, §8), kept once for the web app and the server.
export const INVOICE_MESSAGES = {
  notFound: 'Facture introuvable.',
  pdfNotReady: "La facture PDF n'est pas encore disponible. Veuillez réessayer dans quelques instants.",
  // Invoices issued before Factur-X have no XML; newer ones get it with their PDF.
  xmlNotReady: "Le XML Factur-X de cette facture n'est pas disponible.",
  currentMonth: 'Le mois en cours ne peut pas encore être facturé.',
  loadFailed: 'Impossible de charger les factures',
  locked: 'Cette commande est facturée : son statut et sa livraison ne peuvent plus être modifiés.',
} as const;
