import { GENERATE_INVOICE_PDF_JOB, generateInvoicePdfJob } from '../features/invoices/invoice-pdf-job';
import {
  GENERATE_MONTHLY_INVOICES_JOB,
  generateMonthlyInvoicesJob,
} from '../features/invoices/monthly-invoices-job';
import { GENERATE_ORDER_PDF_JOB, generateOrderPdfJob } from '../features/orders/order-pdf-job';
import { SEND_MAIL_JOB } from '../mail/enqueue-mail';
import { sendMailJob } from '../mail/send-mail-job';
import type { JobHandlers } from './job-handler';

// Every job kind the worker knows: adding one (order PDFs, monthly invoices) is one line here.
export const JOB_HANDLERS: JobHandlers = {
  [SEND_MAIL_JOB]: sendMailJob,
  [GENERATE_ORDER_PDF_JOB]: generateOrderPdfJob,
  [GENERATE_INVOICE_PDF_JOB]: generateInvoicePdfJob,
  [GENERATE_MONTHLY_INVOICES_JOB]: generateMonthlyInvoicesJob,
};
