/**
 * The invoice calls for the browser's transport. Typed as the full definitions, but the web build
 * replaces this module with plain {path, access, encoding} literals (apps/web/build/contract-meta-plugin.ts).
 * Import schemas from calls/invoice where a form needs them, rules from invoice-rules.
 */
export * from '../calls/invoice';
