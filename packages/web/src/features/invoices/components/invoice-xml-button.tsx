import { FileCodeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDownloadInvoiceXml } from '../api/create-invoice-xml-url';
import { INVOICE_UI } from '../invoice-messages';

/**
 * The invoice's structured data alone (the CII XML its Factur-X PDF embeds), for an
 * accountant's software. Shown beside 'PDF' on both invoices pages, whose readers are exactly those
 * who may see the invoice (invoices.view).
 */
export const InvoiceXmlButton = ({ invoiceId, number }: { invoiceId: string; number: string }) => {
  const xml = useDownloadInvoiceXml();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => xml.download(invoiceId)}
      disabled={xml.pendingInvoiceId === invoiceId}
      aria-label={`${INVOICE_UI.facturXml} de la facture ${number}`}
    >
      <FileCodeIcon aria-hidden />
      {INVOICE_UI.facturXml}
    </Button>
  );
};
