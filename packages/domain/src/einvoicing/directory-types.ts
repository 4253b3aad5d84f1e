import { quotePaText } from './connection-messages';

// The clinics' e-invoicing addresses, as the Directory Service of the lab's PA gives them
// (XP Z12-013 annex B, decision 145): the shapes the server stores and answers, and their French words.

/** `found`: a directory line addresses it; `none`: the directory has none; `unknown`: not read yet. */
export type DirectoryStatus = 'found' | 'none' | 'unknown';

/** Annex B's platform types: WK, an approved platform; DFH, the state's public portal. */
export type DirectoryPlatformType = 'WK' | 'DFH';

/** One directory line (annex B's `directoryLinePayloadHistoryLegalUnitFacilityRoutingCode`). */
export type DirectoryLineJson = {
  /** The electronic address invoices are sent to (BT-49 on the invoice, scheme 0225). */
  addressing_identifier: string;
  siren: string;
  /** Absent: the line addresses the whole company (SIREN level). */
  siret: string | null;
  routing_identifier: string | null;
  routing_code_name: string | null;
  platform_type: DirectoryPlatformType | null;
  platform_status: 'Enabled' | 'Disabled' | null;
};

/** What the lab and the clinic's manager see of one establishment's address. */
export type EstablishmentDirectoryJson = {
  establishment_id: string;
  establishment_name: string;
  siret: string;
  /** `unknown` too when the last read was for another SIRET (changed since, a read is queued). */
  status: DirectoryStatus;
  /** The line that applies (decision 145), or null. */
  line: DirectoryLineJson | null;
  /** Every line found for it. */
  lines: DirectoryLineJson[];
  read_at: string | null;
  /** The last failed read since `read_at`, in French, the PA's words quoted. */
  last_error: string | null;
};

/** GET /api/einvoicing/directory (the lab) and GET /api/establishment/einvoicing-address (its manager). */
export type DirectoryListJson = { enabled: boolean; establishments: EstablishmentDirectoryJson[] };
export type OwnDirectoryJson = { enabled: boolean; establishment: EstablishmentDirectoryJson | null };

export const DIRECTORY_PLATFORM_LABELS: Record<DirectoryPlatformType, string> = {
  WK: 'Plateforme agréée (PA)',
  DFH: 'Portail public de facturation',
};

/** « Plateforme agréée (PA) », « … (désactivée) »; « Plateforme non précisée » when the line names none. */
export const directoryPlatformLabel = (line: DirectoryLineJson): string => {
  const name = line.platform_type ? DIRECTORY_PLATFORM_LABELS[line.platform_type] : 'Plateforme non précisée';
  return line.platform_status === 'Disabled' ? `${name} (désactivée)` : name;
};

export const DIRECTORY_MESSAGES = {
  none: 'Aucune adresse de facturation électronique trouvée dans l’annuaire',
  unknown: 'Adresse de facturation électronique pas encore lue dans l’annuaire',
  notTransmitted:
    'Leurs factures seront émises et envoyées par e-mail comme aujourd’hui, mais ne seront pas transmises à la plateforme.',
} as const;

/** A failed read, in French: what happened, the PA's words quoted, and what will happen. */
export const directoryReadFailure = (detail: { status?: number; text?: string; cause?: string }): string => {
  const what =
    detail.status === undefined
      ? `l’annuaire de la plateforme ne répond pas (${detail.cause ?? 'sans réponse'})`
      : `l’annuaire de la plateforme a répondu ${detail.status} : ${quotePaText(detail.text ?? '')}`;
  return `Lecture impossible : ${what}. Elle sera refaite automatiquement ; si cela dure, vérifiez la connexion sur la page « Facturation électronique ».`;
};
