import { optionValues } from './catalogue-types';

// Spec 001 §4: how the ear impressions reach the lab. `needsFiles`: the clinician uploads the scans
// (STL) with the order, so validation asks for at least one (our reading of "méthode de transfert
// valide", spec §5). `feePerFile`: spec §9, Natus and Decrypt files cost 1,50 € HT each.
export const TRANSFER_METHODS = [
  { value: 'files', label: 'Envoi de fichiers STL', needsFiles: true, feePerFile: false },
  { value: 'octocloud', label: 'Octocloud', needsFiles: false, feePerFile: false },
  { value: 'natus', label: 'Natus', needsFiles: true, feePerFile: true },
  { value: 'decrypt', label: 'Decrypt', needsFiles: true, feePerFile: true },
  { value: 'physical', label: 'Envoi physique des empreintes', needsFiles: false, feePerFile: false },
  { value: 'already', label: 'Empreintes déjà envoyées', needsFiles: false, feePerFile: false },
] as const;
export const TRANSFER_METHOD_VALUES = optionValues(TRANSFER_METHODS);
export type TransferMethod = (typeof TRANSFER_METHOD_VALUES)[number];

export const transferMethodOf = (method: string | null | undefined) =>
  TRANSFER_METHODS.find((entry) => entry.value === method);
