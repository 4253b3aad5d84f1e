import { useState } from 'react';
import { toast } from 'sonner';
import { DETAIL_MESSAGES } from '../detail-messages';

type SignedLink = { signedUrl?: string };

/**
 * Spec 001 §7: PDFs and STL files open through a link signed for 60 s, in a new tab. The tab is
 * opened in the click's own task (a window opened after an await is a popup the browser blocks),
 * then sent to the link once the server has signed it, or closed if it could not.
 */
export const useSignedLink = () => {
  const [pending, setPending] = useState<string | null>(null);

  const open = async (key: string, sign: () => Promise<SignedLink>) => {
    const tab = window.open('', '_blank');
    setPending(key);
    try {
      const { signedUrl } = await sign();
      if (!signedUrl) throw new Error(DETAIL_MESSAGES.noSignedUrl);
      const url = new URL(signedUrl, window.location.origin).href;
      if (tab) {
        // The downloaded file has no business with this page.
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch (error) {
      tab?.close();
      const message =
        error instanceof Error && error.message ? error.message : DETAIL_MESSAGES.downloadFailed;
      toast.error(DETAIL_MESSAGES.errorTitle, { description: message });
    } finally {
      setPending(null);
    }
  };

  return { open, pending };
};
