import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords hashed with scrypt, a memory-hard function (QUALITY: scrypt at OWASP parameters,
 * N=2^17, r=8, p=1). Node 20 has scrypt built in, so no native dependency is needed
 * (docs/decisions/004-password-hashing.md). The cost is stored with the hash so it can be raised.
 */
function scryptAsync(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 32, { N: n, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), Number(n));
  const expected = Buffer.from(hash, 'base64');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Used when an account does not exist, so a wrong account costs as much time as a wrong password. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(cost: number): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-0', cost);
  return dummyHash;
}
