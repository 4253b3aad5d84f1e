import type { DraftListItem } from '../api/get-drafts';

/** Saving a draft needs both names; should one be blank all the same, the cell shows a dash. */
export const draftPatientName = (draft: Pick<DraftListItem, 'patient_first_name' | 'patient_last_name'>) =>
  `${draft.patient_first_name} ${draft.patient_last_name}`.trim() || '—';
