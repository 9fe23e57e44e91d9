// Entry of the worker thread that draws one invoice PDF (pdf.ts, drawPdf); built to dist/pdf-worker.js.
import { parentPort, workerData } from 'node:worker_threads';
import { type InvoiceFont, type InvoicePdfData, renderInvoicePdf } from './pdf';

const { data, font } = workerData as { data: InvoicePdfData; font: InvoiceFont };
parentPort!.postMessage(await renderInvoicePdf(data, font));
