/**
 * The wallet calls for the browser's transport (docs/decisions/009-contract-in-the-browser.md): the
 * web build replaces this module with plain {path, access, encoding} literals.
 */
export * from '../calls/wallet';
