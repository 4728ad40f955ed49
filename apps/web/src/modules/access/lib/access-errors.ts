import type { TFunction } from 'i18next';
import { toProblem } from '../../../shared/lib/api-problem';

/** A translated sentence for a failed access call (access:errors.<code>), never the server's text. */
export function accessErrorMessage(t: TFunction, error: unknown): string {
  return t([`access:errors.${toProblem(error).code}`, 'access:errors.UNKNOWN']);
}
