import type { ImportIssueDto } from '@hcims/contracts/people';
import { AppError } from '../../../platform/errors/app-error.js';
import type { PlannedEmployee } from './import.checks.js';

/** Pure helpers of an import's run: how rows are chunked and how a refused write is reported. */

/** Rows written per statement: a 10,000-row import is a few dozen statements per table, not 10,000. */
const CHUNK_ROWS = 500;

/**
 * The planned rows (managers first) in chunks of at most CHUNK_ROWS consecutive rows; a chunk ends
 * before a row whose manager is a row of the same chunk, since that manager must exist first.
 */
export function chunksOf(planned: readonly PlannedEmployee[]): PlannedEmployee[][] {
  const chunks: PlannedEmployee[][] = [];
  let chunk: PlannedEmployee[] = [];
  let rows = new Set<number>();
  for (const p of planned) {
    if (chunk.length >= CHUNK_ROWS || (p.managerRow !== null && rows.has(p.managerRow))) {
      chunks.push(chunk);
      chunk = [];
      rows = new Set();
    }
    chunk.push(p);
    rows.add(p.row);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** Thrown inside the transaction to roll it back after recording why. */
export class RollBack extends Error {}

export function reason(error: unknown): string {
  if (error instanceof AppError) return error.message;
  const code = (error as { code?: string }).code;
  if (code === '23505') return 'a value that must be unique is already used';
  return 'an unexpected error';
}

export function writeIssue(row: number, error: unknown): ImportIssueDto {
  const code = error instanceof AppError ? error.code : 'write_failed';
  return { row, field: '', column: '', value: '', code: code === 'write_failed' ? code : `write_failed:${code}`, message: reason(error) };
}
