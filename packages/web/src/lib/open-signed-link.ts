import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import { toast } from '@/lib/toast';

// Spec 001 §8's texts for a download, word for word; the pop-up fallback's are ours.
export const SIGNED_LINK_MESSAGES = {
  errorTitle: 'Erreur',
  failed: 'Erreur lors du téléchargement',
  noSignedUrl: 'No signed URL returned',
  invalidPdfUrl: 'Invalid PDF URL',
  blockedTitle: 'Votre fichier est prêt',
  blockedDescription:
    "Le navigateur a bloqué l'ouverture d'un nouvel onglet. Le lien reste valable 60 secondes.",
  blockedAction: 'Ouvrir',
} as const;

/** The toast's description for a failed download: the error's own message, or the spec's default. */
export const signedLinkErrorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : SIGNED_LINK_MESSAGES.failed;

/**
 * Spec 001 §7: PDFs and STL files open through a link signed for 60 s, in a new tab. The tab is
 * opened here, synchronously, in the click's own task (a window opened after an await is a pop-up
 * the browser blocks), then sent to the link once the server has signed it, or closed if it could
 * not. When no tab could be opened at all, the app stays where it is: the link is offered in a
 * toast, whose button is a fresh click the browser lets open a tab.
 *
 * Call it from the click handler itself, before any await.
 */
export const openSignedLink = async (sign: () => Promise<Partial<SignedUrlResponse> | undefined>) => {
  const tab = window.open('', '_blank');
  try {
    const signedUrl = (await sign())?.signedUrl;
    if (!signedUrl) throw new Error(SIGNED_LINK_MESSAGES.noSignedUrl);
    const url = new URL(signedUrl, window.location.origin).href;
    if (tab) {
      // The downloaded file has no business with this page.
      tab.opener = null;
      tab.location.href = url;
    } else {
      toast(SIGNED_LINK_MESSAGES.blockedTitle, {
        description: SIGNED_LINK_MESSAGES.blockedDescription,
        action: {
          label: SIGNED_LINK_MESSAGES.blockedAction,
          onClick: () => window.open(url, '_blank', 'noopener'),
        },
      });
    }
  } catch (error) {
    tab?.close();
    toast.error(SIGNED_LINK_MESSAGES.errorTitle, { description: signedLinkErrorMessage(error) });
  }
};
