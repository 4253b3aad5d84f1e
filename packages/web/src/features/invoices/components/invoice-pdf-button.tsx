import { FileDownIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useCreateInvoicePdfUrl } from '../api/create-invoice-pdf-url';
import { INVOICE_UI } from '../invoice-messages';

/**
 * Spec 001 §2 and §7: 'PDF' opens a link signed for 60 s in a new tab. The tab is opened on the click
 * itself (a tab opened after an await is a blocked pop-up) and sent to the link once it comes back.
 */
export const InvoicePdfButton = ({ invoiceId, number }: { invoiceId: string; number: string }) => {
  const signing = useCreateInvoicePdfUrl();
  const open = () => {
    const tab = window.open('', '_blank');
    signing.mutate(invoiceId, {
      onSuccess: (url) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else window.location.assign(url);
      },
      onError: (error) => {
        tab?.close();
        toast.error(INVOICE_UI.errorTitle, { description: error.message || INVOICE_UI.downloadFailed });
      },
    });
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={open}
      disabled={signing.isPending}
      aria-label={`PDF de la facture ${number}`}
    >
      <FileDownIcon aria-hidden />
      PDF
    </Button>
  );
};
