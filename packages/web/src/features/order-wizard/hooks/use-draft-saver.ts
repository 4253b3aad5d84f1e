import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type RefObject, useRef } from 'react';
import { queryKeys } from '@/api/query-keys';
import { createDraftOrder } from '../api/create-draft-order';
import { updateOrder } from '../api/update-order';
import { toCreateDraftBody, toOrderUpdates } from '../order-payload';
import type { WizardAction, WizardState } from '../wizard-state';
import type { WizardValues } from '../wizard-values';

type DraftSaverOptions = {
  stateRef: RefObject<WizardState>;
  dispatch: Dispatch<WizardAction>;
  /** Called once, when the first save has created the draft. */
  onCreated: (orderId: string) => void;
};

/**
 * Spec 001 §4 and §7: the first save creates the draft (create_draft_order), later ones send
 * update-order. Saves may overlap (the debounced comment, an upload, the button): the creation is
 * shared so that one wizard never creates two drafts.
 */
export const useDraftSaver = ({ stateRef, dispatch, onCreated }: DraftSaverOptions) => {
  const queryClient = useQueryClient();
  const creating = useRef<Promise<string> | null>(null);

  const ensureOrderId = async (values: WizardValues): Promise<{ id: string; created: boolean }> => {
    const known = stateRef.current.orderId;
    if (known) return { id: known, created: false };
    if (creating.current) return { id: await creating.current, created: false };
    creating.current = createDraftOrder(toCreateDraftBody(values)).then(({ id }) => {
      stateRef.current = { ...stateRef.current, orderId: id };
      dispatch({ type: 'saved', orderId: id });
      onCreated(id);
      return id;
    });
    try {
      return { id: await creating.current, created: true };
    } finally {
      creating.current = null;
    }
  };

  const mutation = useMutation({
    mutationFn: async (values: WizardValues): Promise<string> => {
      const { id, created } = await ensureOrderId(values);
      if (!created) await updateOrder(id, toOrderUpdates(values));
      return id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });

  return {
    /** Saves the given values (the current ones by default); resolves to the draft's id. */
    save: (values: WizardValues = stateRef.current.values) => mutation.mutateAsync(values),
    /** The draft's id, creating the draft first if needed (an STL upload needs it). */
    ensureOrderId: async () => (await ensureOrderId(stateRef.current.values)).id,
    saving: mutation.isPending,
  };
};
