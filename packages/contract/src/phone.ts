/**
 * The per-country phone rule, without zod: forms check it as the user types, and a screen that only
 * needs this rule should not load the schema library for it (Lighthouse TBT on /login).
 */
export function isValidPhone(countryCode: string, phone: string): boolean {
  if (countryCode === '86') return /^1[3-9]\d{9}$/.test(phone);
  return /^\d{4,15}$/.test(phone);
}
