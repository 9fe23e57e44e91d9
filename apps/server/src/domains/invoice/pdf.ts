import fs from 'node:fs';
import { Worker } from 'node:worker_threads';

export interface InvoicePdfData {
  invoiceNo: string;
  issuedAt: Date;
  titleType: 'personal' | 'company';
  invoiceTitle: string;
  taxNo: string;
  invoiceType: 'normal' | 'special';
  email: string;
  orderNo: string;
  /** What was bought, in both languages. */
  item: { zh: string; en: string };
  amountFen: number;
  remark: string;
}

export interface InvoiceFont {
  path: string;
  family: string;
}

/** "1,200.00": integer fen to yuan with two decimals, never through floating point. */
export function yuan(fen: number): string {
  const whole = Math.trunc(fen / 100).toLocaleString('en-US');
  return `${whole}.${String(fen % 100).padStart(2, '0')}`;
}

/** True when the configured CJK font file is there (checked per PDF: a font installed later is used). */
export function hasFont(font: InvoiceFont): boolean {
  try {
    return fs.statSync(font.path).isFile();
  } catch {
    return false;
  }
}

/** Without a CJK font, characters outside Latin-1 cannot be drawn: they become "?" (decision 014). */
const latinOnly = (s: string) => s.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

const beijingDate = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * The issued invoice as a PDF (A5 landscape). Labels are bilingual with the CJK font and English
 * without it; numbers (amount, invoice number, tax number) are drawn in Helvetica either way, so
 * they are plain text in the file.
 */
export async function renderInvoicePdf(d: InvoicePdfData, font: InvoiceFont): Promise<Buffer> {
  // Loaded on first use: pdfkit and its font engine hold ~29 MB a server that never issues an
  // invoice would carry from start (QUALITY memory budget).
  const { default: PDFDocument } = await import('pdfkit');
  const cjk = hasFont(font);
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 36,
    info: {
      Title: `Invoice ${d.invoiceNo}`,
      Author: 'Academic Services Platform',
      Subject: `CNY ${yuan(d.amountFen)}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  if (cjk) doc.registerFont('body', font.path, font.family);
  const body = cjk ? 'body' : 'Helvetica';
  const text = (s: string) => (cjk ? s : latinOnly(s));
  const label = (zh: string, en: string) => (cjk ? `${zh} ${en}` : en);

  const pageW = doc.page.width - 72;
  doc
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .lineWidth(1)
    .stroke('#b33a3a');
  doc
    .font(body)
    .fontSize(18)
    .fillColor('#b33a3a')
    .text(
      label(
        d.invoiceType === 'special' ? '增值税专用发票' : '增值税普通发票',
        d.invoiceType === 'special' ? 'Special VAT Invoice' : 'VAT Invoice',
      ),
      36,
      44,
      { width: pageW, align: 'center' },
    );
  doc.moveDown(0.3).fontSize(9).fillColor('#666666');
  doc.font('Helvetica').text(`No. ${d.invoiceNo}    ${beijingDate(d.issuedAt)}`, { width: pageW, align: 'center' });
  doc.moveDown(1);

  const row = (zh: string, en: string, value: string, latin = false) => {
    const y = doc.y;
    doc.font(body).fontSize(10).fillColor('#666666').text(label(zh, en), 48, y, { width: 150 });
    const yLabel = doc.y;
    doc
      .font(latin ? 'Helvetica' : body)
      .fontSize(11)
      .fillColor('#111111')
      .text(latin ? value : text(value), 205, y, { width: pageW - 170 });
    doc.y = Math.max(doc.y, yLabel) + 7;
  };
  row(
    '抬头类型',
    'Title type',
    d.titleType === 'company' ? (cjk ? '企业 Company' : 'Company') : cjk ? '个人 Personal' : 'Personal',
  );
  row('发票抬头', 'Invoice title', d.invoiceTitle);
  if (d.titleType === 'company') row('税号', 'Tax number', d.taxNo, true);
  row('订单号', 'Order number', d.orderNo, true);
  row('项目', 'Item', cjk ? `${d.item.zh} ${d.item.en}` : d.item.en);
  row('接收邮箱', 'E-mail', d.email);
  if (d.remark) row('备注', 'Remark', d.remark);
  doc.moveDown(0.5);
  const y = doc.y;
  doc.font(body).fontSize(12).fillColor('#111111').text(label('价税合计', 'Total'), 48, y, { width: 150 });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#b33a3a')
    .text(`CNY ${yuan(d.amountFen)}`, 205, y - 2);
  if (!cjk) {
    doc
      .moveDown(1)
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666666')
      .text(
        'Note: the CJK font is not installed on this server, so characters other than Latin are shown as "?". ' +
          'The invoice request on the website shows the full text.',
        48,
        undefined,
        { width: pageW - 24 },
      );
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * Draws the PDF in a worker thread when the build has one (dist/pdf-worker.js beside the server):
 * pdfkit, its font engine and the 19 MB CJK font leave ~40 MB in the heap after each PDF and a few
 * MB of module code for good, all of which a worker gives back when it ends (QUALITY: PostgreSQL
 * mode ≤ 120 MB; decision 010). From source (tests, `npm run dev`) it draws in this thread.
 */
export async function drawPdf(d: InvoicePdfData, font: InvoiceFont): Promise<Buffer> {
  const script = new URL('./pdf-worker.js', import.meta.url);
  if (!fs.existsSync(script)) return renderInvoicePdf(d, font);
  return new Promise<Buffer>((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: { data: d, font },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.once('message', (pdf: Uint8Array) => resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`invoice PDF worker ended (${code}) without a PDF`)));
  });
}
