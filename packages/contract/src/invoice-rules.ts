/**
 * Invoice rules both sides run without zod (the web form imports this, not the schemas): the
 * title's type against its tax number, and the invoice type against the title (decision 014).
 */
export const INVOICE_STATUSES = ['requested', 'issued', 'rejected'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const TITLE_TYPES = ['personal', 'company'] as const;
export type TTitleType = (typeof TITLE_TYPES)[number];
export const INVOICE_KINDS = ['normal', 'special'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

/** A unified social credit code or older tax id: 15–20 capital letters or digits. */
export const TAX_NO_RE = /^[A-Z0-9]{15,20}$/;
/** How many titles one user may keep. */
export const MAX_SAVED_TITLES = 20;

export type InvoiceRuleIssue = {
  field: 'taxNo' | 'invoiceType';
  key: 'invoice.taxNoRequired' | 'invoice.taxNoInvalid' | 'invoice.taxNoPersonal' | 'invoice.specialCompany';
};

/** The first broken cross-field rule of a title (and its invoice type, when given), or null. */
export function titleIssue(v: { titleType: string; taxNo: string; invoiceType?: string }): InvoiceRuleIssue | null {
  const taxNo = v.taxNo.trim();
  if (v.titleType === 'company') {
    if (!taxNo) return { field: 'taxNo', key: 'invoice.taxNoRequired' };
    if (!TAX_NO_RE.test(taxNo)) return { field: 'taxNo', key: 'invoice.taxNoInvalid' };
  } else if (taxNo) return { field: 'taxNo', key: 'invoice.taxNoPersonal' };
  if (v.invoiceType === 'special' && v.titleType !== 'company')
    return { field: 'invoiceType', key: 'invoice.specialCompany' };
  return null;
}
