import { z } from 'zod';
import type { EarSide } from '../catalogue/ear-sides';
import type { SummaryLine } from './details-summary';

// The statement for custom-made devices of Regulation (EU) 2017/745, Annex XIII section 1, one per
// ear tip (decision 144, which quotes the sentence of the annex each line implements). Its French
// follows the official French version (« Déclaration relative aux dispositifs sur mesure »).

/** What a statement declares, frozen at shipment in its row: it names no patient. */
export type DeviceStatementContent = {
  manufacturer: { name: string; address: string; siret: string };
  manufacturingSites: string[];
  orderNumber: string;
  ear: EarSide;
  /** The device's identification: type, brand or domain, material (details-summary.ts). */
  identification: SummaryLine[];
  lotNumber: string | null;
  /** The patient's initials (patient-initials.ts), or an erased patient's reference. */
  patientReference: string;
  prescriber: { name: string; number: string | null };
  establishment: { name: string; address: string };
  /** The ear's configuration as prescribed (details-summary.ts). */
  characteristics: SummaryLine[];
  /** '' when every general safety and performance requirement is met. */
  unmetRequirements: string;
  /** When the order was shipped (or made ready for pickup), ISO. */
  shippedAt: string;
  /** Made on request for an order shipped before statements existed, from its data then. */
  madeAfterShipment: boolean;
};

export const DEVICE_STATEMENT_TEXT = {
  title: 'Déclaration relative aux dispositifs sur mesure',
  regulation: 'Règlement (UE) 2017/745 relatif aux dispositifs médicaux, annexe XIII, section 1',
  manufacturer: 'Fabricant',
  manufacturerAddress: 'Adresse du fabricant',
  manufacturingSites: 'Sites de fabrication',
  authorisedRepresentative: 'Mandataire',
  noAuthorisedRepresentative: 'Sans objet : le fabricant est établi dans l’Union (France)',
  identificationTitle: 'Données permettant d’identifier le dispositif en question',
  orderNumber: 'Numéro de commande',
  ear: 'Oreille',
  lot: 'Numéro de lot',
  noLot: 'Non enregistré',
  exclusiveUse: (reference: string, orderNumber: string) =>
    `Le dispositif est destiné à l’usage exclusif d’un patient ou utilisateur déterminé, identifié par l’acronyme ${reference} et le code numérique de la commande ${orderNumber}.`,
  prescriberTitle: 'Prescription',
  prescriber:
    'Personne qui a établi la prescription et qui y est autorisée par le droit national en vertu de ses qualifications professionnelles (audioprothésiste)',
  establishment: 'Établissement de santé concerné',
  characteristicsTitle: 'Caractéristiques spécifiques du produit indiquées dans la prescription',
  conformity:
    'Le dispositif en question est conforme aux exigences générales en matière de sécurité et de performances énoncées à l’annexe I du règlement (UE) 2017/745.',
  conformityExcept:
    'Le dispositif en question est conforme aux exigences générales en matière de sécurité et de performances énoncées à l’annexe I du règlement (UE) 2017/745, à l’exception des exigences suivantes, auxquelles il n’est pas entièrement satisfait :',
  grounds: 'Exigences non entièrement respectées et motifs',
  retention:
    'Déclaration conservée par le fabricant pendant au moins dix ans après la mise sur le marché du dispositif (annexe XIII, section 4).',
  shipped: 'Dispositif mis sur le marché (expédié) le',
  madeAfterShipment:
    'Déclaration établie après l’expédition, à partir des données de la commande à la date d’établissement.',
  madeOn: 'Établie le',
} as const;

/** The download's name: `declaration-<order number>-<gauche|droite>.pdf`. */
export const deviceStatementFileName = (orderNumber: string, ear: EarSide) =>
  `declaration-${orderNumber}-${ear === 'left' ? 'gauche' : 'droite'}.pdf`;

export const DEVICE_STATEMENT_MESSAGES = {
  notShipped:
    'La déclaration de conformité est établie à l’expédition : cette commande n’est pas encore expédiée.',
  noSuchEar: 'Cette commande n’a pas d’embout pour cette oreille.',
  alreadyDeclared:
    'Les déclarations de conformité de cette commande sont établies : le lot et les exigences ne changent plus.',
  tooLong: (max: number) => `${max} caractères au maximum`,
  cancelled: 'Cette commande est annulée : aucune déclaration de conformité ne sera établie.',
  unprintable: (character: string) =>
    `caractère que la déclaration ne peut pas imprimer : « ${character} » (un emoji ou un symbole)`,
} as const;

/** The préparateur's two fields before shipment: PUT /api/orders/:id/statement-fields. */
export const deviceStatementFieldsSchema = z.strictObject({
  lot_number: z.string().trim().max(60, DEVICE_STATEMENT_MESSAGES.tooLong(60)),
  unmet_requirements: z.string().trim().max(2000, DEVICE_STATEMENT_MESSAGES.tooLong(2000)),
});
export type DeviceStatementFieldsInput = z.infer<typeof deviceStatementFieldsSchema>;

export const earParamSchema = z.strictObject({
  ear: z.enum(['gauche', 'droite'], { error: 'Oreille inconnue : gauche ou droite' }),
});
