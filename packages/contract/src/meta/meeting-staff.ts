/**
 * The meeting-staff calls for the browser's transport. Typed as the full definitions (inputs and outputs
 * infer from them), but the web build replaces this module with plain {path, access, encoding}
 * literals (apps/web/build/contract-meta-plugin.ts), so importing a call for callApi/useCall does
 * not bring zod into a screen's bundle. Import schemas from calls/meeting-staff where a form needs them.
 */
export * from '../calls/meeting-staff';
