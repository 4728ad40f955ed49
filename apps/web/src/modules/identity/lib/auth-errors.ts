import type { PasswordRule } from '@hcims/contracts/identity';
import type { TFunction } from 'i18next';
import { toProblem, type ApiProblem } from '../../../shared/lib/api-problem';

/** The sentence of each password rule the server names (a type-only import keeps zod off these pages). */
const ruleKeys: Record<PasswordRule, string> = { common: 'password.common', repeated: 'password.repeated', personal: 'password.personal' };

/** The sentence key for AUTH_PASSWORD_WEAK, by the rule the server names in details[0].rule. */
export function weakPasswordKey(details: unknown): string {
  const rule: unknown = Array.isArray(details) ? (details[0] as { rule?: unknown } | undefined)?.rule : undefined;
  return typeof rule === 'string' && Object.hasOwn(ruleKeys, rule) ? ruleKeys[rule as PasswordRule] : 'password.weak';
}

/** Seconds to wait before trying again (AUTH_LOCKED, AUTH_SLOW_DOWN details.retryAfterSeconds), at least 1. */
function retryAfterSeconds(details: unknown): number {
  const seconds = (details as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 1;
}

const isProblem = (value: unknown): value is ApiProblem =>
  !!value && typeof value === 'object' && !(value instanceof Error) && 'code' in value && 'fieldErrors' in value;

/**
 * The translated sentence for a failed auth call, by the server's code (identity:errors.<code>),
 * never the server's English text; codes without a sentence get the generic one.
 */
export function authErrorMessage(t: TFunction, error: unknown): string {
  const problem = isProblem(error) ? error : toProblem(error);
  if (problem.code === 'AUTH_PASSWORD_WEAK') return t(`identity:${weakPasswordKey(problem.details)}`, { min: 8 });
  return t([`identity:errors.${problem.code}`, 'identity:errors.UNKNOWN'], {
    minutes: Math.ceil(retryAfterSeconds(problem.details) / 60),
    seconds: retryAfterSeconds(problem.details),
  });
}
