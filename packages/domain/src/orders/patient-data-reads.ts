import type { Role } from '../permissions/roles';

// The access log of an order's patient data, as the manager reads it.

export const PATIENT_DATA_READ_KINDS = ['detail', 'pdf', 'stl'] as const;
export type PatientDataReadKind = (typeof PATIENT_DATA_READ_KINDS)[number];

/** How long a read is kept (the daily pruning), in years. */
export const PATIENT_DATA_READ_RETENTION_YEARS = 3;

/** GET /api/orders/:id/access-log: the newest reads first, with the count of all. */
export type PatientDataReadView = {
  id: string;
  at: string;
  actor_name: string;
  actor_role: Role;
  kind: PatientDataReadKind;
  file_name: string | null;
  /** The address the read came from; null for reads recorded before. */
  address: string | null;
};
export type PatientDataReadsPage = { items: PatientDataReadView[]; total: number };

/** "Fiche de la commande", "Bon de commande (PDF)", "Fichier STL gauche.stl". */
export const patientDataReadLabel = (read: { kind: PatientDataReadKind; file_name: string | null }) =>
  read.kind === 'detail'
    ? 'Fiche de la commande'
    : read.kind === 'pdf'
      ? 'Bon de commande (PDF)'
      : `Fichier STL ${read.file_name ?? ''}`.trim();
