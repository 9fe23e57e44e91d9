/**
 * The paper-after-submission calls for the browser's transport (decision 009): the web build
 * replaces this module with plain {path, access, encoding} literals.
 */
export * from '../calls/contribution-visitor';
