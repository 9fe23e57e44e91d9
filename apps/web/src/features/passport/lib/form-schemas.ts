// The contract's zod schemas the sign-in forms check before sending. Loaded on demand
// (lib/schemas.ts), never imported statically by a screen.
export { login, loginByEmail, loginByPhone } from '@app/contract/calls/passport';
export { zEmail } from '@app/contract/fields';
