import { FileDownIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOpenInvoicePdf } from '../api/create-invoice-pdf-url';

/** Spec 001 §2 and §7: 'PDF' opens a link signed for 60 s in a new tab. */
export const InvoicePdfButton = ({ invoiceId, number }: { invoiceId: string; number: string }) => {
  const pdf = useOpenInvoicePdf();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => pdf.open(invoiceId)}
      disabled={pdf.pendingInvoiceId === invoiceId}
      aria-label={`PDF de la facture ${number}`}
    >
      <FileDownIcon aria-hidden />
      PDF
    </Button>
  );
};
