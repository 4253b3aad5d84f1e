import type { OrderDetails } from '@conque/domain/orders/details-schema';
import { useEffect, useReducer, useRef } from 'react';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { WIZARD_MESSAGES } from '../wizard-messages';
import { type WizardState, wizardReducer } from '../wizard-state';
import { canVisit, prerequisitesMet, type WizardStep } from '../wizard-steps';
import type { WizardValues } from '../wizard-values';
import { useDraftSaver } from './use-draft-saver';

/** Spec 001 §9: the comment is saved 500 ms after the last keystroke. */
export const COMMENT_SAVE_DEBOUNCE_MS = 500;

/**
 * "Nothing typed is lost": once the first save has created the draft, the address bar points at its
 * edit page, so a reload or a second tab resumes it. The history entry is rewritten in place rather
 * than navigated to: a navigation would mount the edit route afresh, dropping focus, the terms box
 * and any upload under way.
 */
const showDraftUrl = (orderId: string) => {
  window.history.replaceState(window.history.state, '', paths.editOrder(orderId));
};

const errorToast = (description: string) => toast.error('Erreur', { description });

export const useOrderWizard = (initial: WizardState | (() => WizardState)) => {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    typeof initial === 'function' ? initial() : initial,
  );
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = { ...state, orderId: stateRef.current.orderId ?? state.orderId };
  }, [state]);
  const saver = useDraftSaver({ stateRef, dispatch, onCreated: showDraftUrl });

  const commentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(commentTimer.current), []);

  const saveSilently = (values?: WizardValues) =>
    saver.save(values).catch(() => errorToast(WIZARD_MESSAGES.saveFailed));

  const goTo = (step: WizardStep) => {
    const { values, reached } = state;
    if (step > reached + 1 || !prerequisitesMet(values, step)) return;
    if (step <= reached && !canVisit(values, reached, step)) return;
    dispatch({ type: 'goTo', step });
    window.scrollTo?.({ top: 0 });
    // Spec 001 §4: the draft is saved automatically when step 4 is reached with valid details and names.
    // A registered order is not a draft: its changes (new prices, a new PDF) wait for the user's word.
    if (step === 4 && !state.registered) void saveSilently(values);
  };

  const patch = (values: Partial<WizardValues>) => dispatch({ type: 'patch', values });

  return {
    state,
    saving: saver.saving,
    patch,
    updateDetails: (update: (details: OrderDetails | null) => OrderDetails | null) =>
      dispatch({ type: 'details', update }),
    setTermsAccepted: (accepted: boolean) => dispatch({ type: 'terms', accepted }),
    goTo,
    canVisit: (step: WizardStep) => canVisit(state.values, state.reached, step),
    /**
     * 'Sauvegarder': spec 001 §8 'Brouillon enregistré' or 'Impossible de sauvegarder le brouillon';
     * for a registered order (docs/design.md §5.7) 'Modifications sauvegardées' or 'Impossible de
     * sauvegarder les modifications'. Resolves to whether it was saved.
     */
    saveDraft: async (): Promise<boolean> => {
      clearTimeout(commentTimer.current);
      try {
        await saver.save(state.values);
        toast.success(state.registered ? WIZARD_MESSAGES.changesSaved : WIZARD_MESSAGES.draftSaved);
        return true;
      } catch {
        errorToast(state.registered ? WIZARD_MESSAGES.changesFailed : WIZARD_MESSAGES.saveFailed);
        return false;
      }
    },
    /** The comment is saved by itself, debounced (spec 001 §4), once the draft exists. */
    setComment: (comment: string) => {
      patch({ comment });
      clearTimeout(commentTimer.current);
      if (!state.orderId || state.registered) return;
      const values = { ...state.values, comment };
      commentTimer.current = setTimeout(() => void saveSilently(values), COMMENT_SAVE_DEBOUNCE_MS);
    },
    cancelPendingCommentSave: () => clearTimeout(commentTimer.current),
    ensureOrderId: saver.ensureOrderId,
  };
};

export type OrderWizard = ReturnType<typeof useOrderWizard>;
