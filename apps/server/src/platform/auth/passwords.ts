import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). The work runs on
 * libuv's thread pool, so hashing never blocks the event loop.
 */
/** Algorithm.Argon2id (a const enum, unusable under verbatimModuleSyntax) is 2. */
const ARGON2ID = 2;
const PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${PARAMETERS.memoryCost},t=${PARAMETERS.timeCost},p=${PARAMETERS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMETERS);
}

let dummyHash: Promise<string> | null = null;

/** A hash of a random password, verified when there is no real hash, so every answer costs the same. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/**
 * Checks a password against a stored hash, or against the dummy hash when there is none
 * (unknown email, invited account): the caller's answer takes the same time either way.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const target = storedHash ?? (await dummyPasswordHash());
  let ok: boolean;
  try {
    ok = await verify(target, password);
  } catch {
    ok = false;
  }
  return ok && storedHash !== null;
}

/** True when a stored hash was made with other parameters and should be replaced at the next sign-in. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_PREFIX);
}
