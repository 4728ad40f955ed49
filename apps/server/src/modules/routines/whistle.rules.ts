import { createHash, randomBytes } from 'node:crypto';
import type { WhistleStatus } from '@hcims/contracts/routines';

/** Whistle-blowing rules (ADR 0125): the case's life cycle, its key and what may be kept of the filing time. */

export const WHISTLE_TRANSITIONS: Readonly<Record<WhistleStatus, readonly WhistleStatus[]>> = {
  received: ['in-review', 'closed'],
  'in-review': ['resolved', 'closed'],
  resolved: ['closed', 'in-review'],
  closed: [],
};

export function canMoveCase(from: WhistleStatus, to: WhistleStatus): boolean {
  return WHISTLE_TRANSITIONS[from].includes(to);
}

/** A new case key: 32 random bytes, base64url (43 characters). Shown once; only its digest is stored. */
export function newCaseKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored digest of a case key (SHA-256, base64url): the key has 256 bits, so no slow hash is needed. */
export function caseKeyDigest(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url');
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short, non-secret case reference (WB- and 8 characters): random, so it says nothing of when or by whom. */
export function newCaseReference(): string {
  const bytes = randomBytes(8);
  let out = 'WB-';
  for (const b of bytes) out += REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length];
  return out;
}

/** The only trace of the filing time kept: the UTC calendar day. */
export function dayOnly(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The reporter may write while the case is open (not closed). */
export function reporterMayWrite(status: WhistleStatus): boolean {
  return status !== 'closed';
}
