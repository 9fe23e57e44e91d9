/**
 * The SCI calls for the browser's transport (decision 009): the web build replaces this module
 * with plain {path, access, encoding} literals. Import schemas and constants from calls/sci or
 * sci-services.
 */
export * from '../calls/sci';
