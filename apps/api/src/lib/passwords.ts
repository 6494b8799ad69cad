/** Password hashing with argon2id (OWASP's recommended parameters). */
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read: its value is 2. */
const argon2id = 2;
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a crash
  }
}

/**
 * A hash of a random password, verified against when the email is unknown, so that an unknown
 * email and a wrong password take the same time and give the same answer.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
