import { shippingNeedsAddress } from '../catalogue/shipping-methods';
import { transferMethodOf } from '../catalogue/transfer-methods';
import { ORDER_MESSAGES } from './messages';

// Spec 001 §5, the last step's checks before 'Valider la commande', in the spec's order. They read
// the page's state (uploads in flight, the terms box), which the server never sees; the server's
// own check of the same rules on the order's fields is `registeredOrderSchema`.

/** Spec 001 §4: file upload states. Files already stored with the order count as completed. */
export type UploadState = 'uploading' | 'error' | 'completed';

export type SubmissionState = {
  shippingMethod: string | null | undefined;
  /** The chosen delivery address id. */
  shippingAddress: string | null | undefined;
  transferMethod: string | null | undefined;
  files: readonly { status: UploadState }[];
  termsAccepted: boolean;
};

/**
 * Every failing check, first one first; the page shows the first. Our reading of "méthode de
 * transfert valide": a known method, and for the methods that send scans (files, Natus, Decrypt) at
 * least one file that has not failed. A missing delivery mode (the page preselects one) comes first.
 */
export const submissionErrors = (state: SubmissionState): string[] => {
  const errors: string[] = [];
  if (!state.shippingMethod) errors.push(ORDER_MESSAGES.selectShippingMethod);
  if (shippingNeedsAddress(state.shippingMethod) && !state.shippingAddress) {
    errors.push(ORDER_MESSAGES.selectDeliveryAddress);
  }
  const transfer = transferMethodOf(state.transferMethod);
  const usableFiles = state.files.filter((file) => file.status !== 'error').length;
  if (!transfer || (transfer.needsFiles && usableFiles === 0))
    errors.push(ORDER_MESSAGES.invalidTransferMethod);
  if (state.files.some((file) => file.status === 'uploading')) errors.push(ORDER_MESSAGES.uploadsPending);
  if (!state.termsAccepted) errors.push(ORDER_MESSAGES.acceptTerms);
  if (state.files.some((file) => file.status === 'error')) errors.push(ORDER_MESSAGES.uploadsFailed);
  return errors;
};

/** Spec 001 §5: the submit button is also disabled while files of the files method are uploading. */
export const isSubmitDisabled = (state: SubmissionState): boolean =>
  state.transferMethod === 'files' && state.files.some((file) => file.status === 'uploading');
