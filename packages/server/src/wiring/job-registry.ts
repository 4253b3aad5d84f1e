import {
  GENERATE_CREDIT_NOTE_PDF_JOB,
  generateCreditNotePdfJob,
} from '../features/credit-notes/credit-note-pdf-job';
import { STORE_DEVICE_STATEMENT_JOB } from '../features/device-statements/declare-device-statements';
import { storeDeviceStatementJob } from '../features/device-statements/device-statement-job';
import { LOOK_UP_DIRECTORY_JOB, lookUpDirectoryJob } from '../features/einvoicing/directory-lookup-job';
import {
  SEARCH_LIFECYCLE_FLOWS_JOB,
  searchLifecycleFlowsJob,
} from '../features/einvoicing/lifecycle-search-job';
import { submitFlowJob } from '../features/einvoicing/submit-flow-job';
import { SUBMIT_FLOW_JOB } from '../features/einvoicing/submit-flow-kind';
import {
  IMPRESSION_REMINDER_JOB,
  impressionReminderJob,
} from '../features/impression-requests/impression-reminder-job';
import { GENERATE_INVOICE_PDF_JOB, generateInvoicePdfJob } from '../features/invoices/invoice-pdf-job';
import {
  GENERATE_MONTHLY_INVOICES_JOB,
  generateMonthlyInvoicesJob,
} from '../features/invoices/monthly-invoices-job';
import { GENERATE_ORDER_PDF_JOB, generateOrderPdfJob } from '../features/orders/order-pdf-job';
import {
  REFRESH_LAB_STATISTICS_JOB,
  refreshLabStatisticsJob,
} from '../features/statistics/refresh-lab-statistics-job';
import { CHECK_STL_MESH_JOB, checkStlMeshJob } from '../features/stl-files/check-stl-mesh-job';
import { DELIVER_WEBHOOK_JOB, deliverWebhookJob } from '../features/webhooks/deliver-webhook-job';
import { WEEKLY_SUMMARY_JOB, weeklySummaryJob } from '../features/weekly-summary/weekly-summary-job';
import type { JobHandlers } from '../jobs/job-handler';
import type { WorkerLane } from '../jobs/worker';
import { SEND_MAIL_JOB } from '../mail/enqueue-mail';
import { sendMailJob } from '../mail/send-mail-job';
import { LEGACY_PRUNE_RATE_LIMITS_JOB, PRUNE_JOB, pruneJob } from './prune-job';

// Every job kind the worker knows, by the `kind` column of its rows: adding a kind is one line here.
// The periodic ones (monthly invoices, the daily pruning, the weekly summary, the lab's statistics) are first queued by main.ts at start-up.
export const JOB_HANDLERS: JobHandlers = {
  [SEND_MAIL_JOB]: sendMailJob,
  [GENERATE_ORDER_PDF_JOB]: generateOrderPdfJob,
  [STORE_DEVICE_STATEMENT_JOB]: storeDeviceStatementJob,
  [CHECK_STL_MESH_JOB]: checkStlMeshJob,
  [GENERATE_INVOICE_PDF_JOB]: generateInvoicePdfJob,
  [GENERATE_CREDIT_NOTE_PDF_JOB]: generateCreditNotePdfJob,
  [GENERATE_MONTHLY_INVOICES_JOB]: generateMonthlyInvoicesJob,
  [IMPRESSION_REMINDER_JOB]: impressionReminderJob,
  [DELIVER_WEBHOOK_JOB]: deliverWebhookJob,
  [PRUNE_JOB]: pruneJob,
  [WEEKLY_SUMMARY_JOB]: weeklySummaryJob,
  [REFRESH_LAB_STATISTICS_JOB]: refreshLabStatisticsJob,
  [SUBMIT_FLOW_JOB]: submitFlowJob,
  [LEGACY_PRUNE_RATE_LIMITS_JOB]: pruneJob,
  [LOOK_UP_DIRECTORY_JOB]: lookUpDirectoryJob,
  [SEARCH_LIFECYCLE_FLOWS_JOB]: searchLifecycleFlowsJob,
};

/**
 * Webhook deliveries a process makes side by side: each mostly waits on its receiver (up to 10 s),
 * so they have a loop of their own, and a slow receiver never holds up a mail or a PDF (decision 118).
 */
export const WEBHOOK_CONCURRENCY = 16;
/**
 * Flows sent to the lab's PA (decision 146): each makes its document's PDF, then waits on the PA, so they
 * have a lane of their own too, and a PA slow or down never holds up a mail, a PDF or a webhook.
 */
export const EINVOICING_CONCURRENCY = 8;
export const WORKER_LANES: WorkerLane[] = [
  { kinds: [DELIVER_WEBHOOK_JOB], concurrency: WEBHOOK_CONCURRENCY },
  { kinds: [SUBMIT_FLOW_JOB], concurrency: EINVOICING_CONCURRENCY },
];
