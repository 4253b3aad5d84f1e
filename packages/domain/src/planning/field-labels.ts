// French names of the planning's fields an API error may point at: the « Planning » page, the
// quote, the moved promised date (labels/field-labels.ts composes them with the other areas').
export const PLANNING_FIELD_LABELS: Readonly<Record<string, string>> = {
  production_days_classic: 'Fabrication : embout classique',
  production_days_remote: 'Fabrication : embout pour écouteur déporté',
  production_days_protective: 'Fabrication : protection auditive',
  express_days_saved: 'Jours gagnés en express',
  cutoff: 'Heure limite',
  closures: 'Fermetures',
  daily_capacity: 'Commandes terminées par jour ouvré',
  first_day: 'Premier jour de fermeture',
  last_day: 'Dernier jour de fermeture',
  closure_name: 'Motif de la fermeture',
  settings: 'Planning',
  effective_from: "Date d'effet",
  tipType: "Type d'embout",
  shippingMethod: 'Mode de livraison',
  promised_ship_on: "Date d'expédition prévue",
  expectedShipOn: "Date d'expédition affichée",
};
