import { isSubmitDisabled, type SubmissionState, submissionErrors } from '@conque/domain/orders/submission';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '@/api/query-keys';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { updateOrder } from '../api/update-order';
import { toOrderUpdates } from '../order-payload';
import { WIZARD_MESSAGES } from '../wizard-messages';
import type { OrderWizard } from './use-order-wizard';
import type { UploadItem } from './use-stl-uploads';

/**
 * 'Valider la commande': spec 001 §5's checks in order, then update-order with status registered.
 * On a registered order (docs/design.md §5.7) the same checks guard 'Enregistrer les modifications', and the
 * status sent is the one it has. `shownTotalTTC` is the total the price table shows: the server
 * refuses it if its own differs, and the step then says the new price, shown in
 * the table refetched, which the person confirms by submitting again. `shownShipOn` is the promised
 * day the summary shows, checked the same way.
 */
export const useSubmitOrder = (
  wizard: OrderWizard,
  files: readonly UploadItem[],
  shownTotalTTC: number,
  shownShipOn?: string,
) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [priceChanged, setPriceChanged] = useState<string | null>(null);
  const { values, termsAccepted } = wizard.state;
  const submission: SubmissionState = {
    shippingMethod: values.shipping_method,
    shippingAddress: values.shipping_address,
    transferMethod: values.transfer_method,
    files,
    termsAccepted,
  };

  const { registered } = wizard.state;
  // What was shown is passed at the click, not read from the hook's options: these are updated
  // after the render that shows a refetched price or day, and a quick click after that render
  // would send the previous ones (decision 143's e2e caught it).
  const mutation = useMutation({
    mutationFn: async (shown: { totalTTC: number; shipOn?: string }) => {
      wizard.cancelPendingCommentSave();
      const orderId = await wizard.ensureOrderId();
      await updateOrder(
        orderId,
        { ...toOrderUpdates(values), status: 'registered' },
        shown.totalTTC,
        // A registered order keeps the day it was promised: only a validation promises one.
        registered ? undefined : shown.shipOn,
      );
      return orderId;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });

  const submit = async () => {
    const [first] = submissionErrors(submission);
    if (first) {
      setError(first);
      toast.error(WIZARD_MESSAGES.errorTitle, { description: first });
      return;
    }
    setError(null);
    setPriceChanged(null);
    try {
      const orderId = await mutation.mutateAsync({ totalTTC: shownTotalTTC, shipOn: shownShipOn });
      toast.success(registered ? WIZARD_MESSAGES.changesSaved : WIZARD_MESSAGES.orderValidated);
      navigate(paths.order(orderId));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'price_changed') {
        setPriceChanged(failure.message);
        toast.error(WIZARD_MESSAGES.errorTitle, { description: failure.message });
        if (wizard.state.orderId)
          void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(wizard.state.orderId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.orderPrices.all });
        return;
      }
      // Decision 99: the promised day changed since it was shown; the summary shows the new one.
      if (failure instanceof ApiError && failure.code === 'promised_date_changed') {
        setPriceChanged(failure.message);
        toast.error(WIZARD_MESSAGES.errorTitle, { description: failure.message });
        void queryClient.invalidateQueries({ queryKey: queryKeys.planning.all });
        return;
      }
      const reason = failure instanceof Error ? failure.message : String(failure);
      toast.error(WIZARD_MESSAGES.errorTitle, {
        description: registered ? WIZARD_MESSAGES.changesFailed : WIZARD_MESSAGES.submitFailed(reason),
      });
    }
  };

  return {
    submit,
    error: error && submissionErrors(submission).includes(error) ? error : null,
    priceChanged,
    pending: mutation.isPending,
    disabled: isSubmitDisabled(submission) || mutation.isPending,
  };
};
