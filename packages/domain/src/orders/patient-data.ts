// A patient's data exported or erased on request, by the establishment's manager.
// A patient has no record of its own: it is the first and last names of an order, matched without
// regard to case or surrounding spaces among the establishment's orders.

/** POST /api/orders/:id/patient-data/erase: what the erasure did. */
export type PatientErasureResult = {
  /** Orders deleted with their files: never shipped nor invoiced. */
  deleted: number;
  /** Orders kept for the invoices (10 years), the patient replaced by `reference`. */
  anonymized: number;
  reference: string;
};

/** The name an anonymized order shows in place of the patient's. */
export const ERASED_PATIENT_PREFIX = 'Patient effacé';

export const PATIENT_DATA_MESSAGES = {
  erasedEvent: 'Données du patient effacées',
} as const;
